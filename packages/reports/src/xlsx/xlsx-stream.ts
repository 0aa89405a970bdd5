import { rowXml, styles, type XlsxCell, xmlText } from './sheet-xml.ts';
import { type RawDeflater, zipStream } from './zip-stream.ts';

const encoder = new TextEncoder();
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
const officeRelationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

export const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The fixed parts of a one-sheet workbook (ECMA-376 part 1, the minimum Excel and LibreOffice open). */
function fixedParts(sheetName: string) {
  return {
    '[Content_Types].xml': `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${contentType}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${contentType}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${contentType}.styles+xml"/></Types>`,
    '_rels/.rels': `${declaration}<Relationships xmlns="${relationships}"><Relationship Id="rId1" Type="${officeRelationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${declaration}<workbook xmlns="${main}" xmlns:r="${officeRelationships}"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${declaration}<Relationships xmlns="${relationships}"><Relationship Id="rId1" Type="${officeRelationships}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${officeRelationships}/styles" Target="styles.xml"/></Relationships>`,
    // cellXfs order = `styles` in sheet-xml.ts: normal, quotePrefix, bold header.
    'xl/styles.xml': `${declaration}<styleSheet xmlns="${main}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
  };
}

/** Sheet names: 1–31 characters, none of `[]:*?/\` (Excel refuses the file otherwise). */
export function validSheetName(name: string): boolean {
  return name.length >= 1 && name.length <= 31 && !/[[\]:*?/\\]/.test(name);
}

async function* sheetChunks(
  header: readonly string[],
  batches: Iterable<readonly (readonly XlsxCell[])[]> | AsyncIterable<readonly (readonly XlsxCell[])[]>,
): AsyncGenerator<Uint8Array> {
  yield encoder.encode(
    `${declaration}<worksheet xmlns="${main}"><sheetData>${rowXml(1, header, styles.header)}`,
  );
  let rowNumber = 1;
  for await (const batch of batches) {
    let xml = '';
    for (const cells of batch) xml += rowXml(++rowNumber, cells);
    if (xml) yield encoder.encode(xml);
  }
  yield encoder.encode('</sheetData></worksheet>');
}

/**
 * A one-sheet XLSX workbook written as a stream: a bold header row, then the rows batch by batch as
 * they come (memory holds one batch). Text goes in inline strings (no shared-string table to keep in
 * memory). The package needs nothing but itself: compression is the caller's `deflater`.
 */
export function xlsxStream(sheet: {
  name: string;
  header: readonly string[];
  batches: Iterable<readonly (readonly XlsxCell[])[]> | AsyncIterable<readonly (readonly XlsxCell[])[]>;
  /** Compresses the parts (e.g. node:zlib on the server); without it they are stored. */
  deflater?: () => RawDeflater;
}): AsyncGenerator<Uint8Array> {
  if (!validSheetName(sheet.name)) throw new Error(`Invalid sheet name: ${sheet.name}`);
  const parts = Object.entries(fixedParts(sheet.name)).map(([name, xml]) => ({
    name,
    chunks: [encoder.encode(xml)],
  }));
  return zipStream(
    [...parts, { name: 'xl/worksheets/sheet1.xml', chunks: sheetChunks(sheet.header, sheet.batches) }],
    sheet.deflater ? { deflater: sheet.deflater } : {},
  );
}
