import type { DomainViewerProps } from '../../../lib/web-domain';
import { HeatReportScreen } from './heat-report-screen';
import { warmUpLineCharts } from '../../../components/charts/line-chart-warm-up';
import { heatChartModules } from './chart-modules';

/** The heat domain's viewer of a reading (an Itemp record, a heat CSV, or a saved measurement). */
export function HeatReadingViewer({
  current,
  measurement,
  saving,
  onSaved,
  instrumentCertificate,
  draft,
}: DomainViewerProps) {
  const { reading } = current;
  if (reading.domain !== 'heat') return null;
  return (
    <HeatReportScreen
      key={measurement?.id ?? current.fileName}
      reading={{
        series: reading.heat.series,
        source: reading.source,
        model: reading.model,
        serialNumber: reading.record?.serialNumber,
      }}
      family={reading.family}
      certificate={instrumentCertificate ?? undefined}
      fileName={measurement?.fileName ?? current.fileName}
      fileText={current.text}
      measurement={measurement}
      saving={saving}
      onSaved={onSaved}
      draft={draft}
    />
  );
}

/** The charts' code run once while the record is still on its way (components/charts/warm-up.ts). */
export function warmUpHeatViewer(): void {
  warmUpLineCharts(heatChartModules);
}
