// The frame every family's viewer shares (issue 27 item 3): page, header, summary cards, report.
export { ReportFrame, type ReportFrameProps, type ReportFrameSave } from './report-frame';
export { type SummaryCard, SummaryCards } from './summary-cards';
export { ViewerHeader, type ViewerHeaderProps } from './viewer-header';
export { ViewerPage } from './viewer-page';
export { ViewerSection } from './viewer-section';
export { periodEnds, type ViewerPeriod } from './viewer-period';
export { type DayColumn, type DayRow, DaysTable, type DaysTableProps, useDayLabel } from './days-table';
