# Reads an XLSX the way a spreadsheet would start to: the ZIP (CRCs checked), every XML part parsed,
# the relationships followed, the sheet's cells listed. Prints JSON; exits non-zero on any defect.
import json, sys, zipfile
import xml.etree.ElementTree as ET

NS = {'m': 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'}
path = sys.argv[1]
with zipfile.ZipFile(path) as z:
    bad = z.testzip()
    if bad is not None:
        sys.exit(f'bad CRC in {bad}')
    names = z.namelist()
    parts = {name: ET.fromstring(z.read(name)) for name in names}
    types = parts['[Content_Types].xml']
    overrides = {o.get('PartName') for o in types}
    for name in names:
        if name.endswith('.xml') and name != '[Content_Types].xml' and f'/{name}' not in overrides:
            sys.exit(f'no content type for {name}')
    workbook = parts['xl/workbook.xml']
    sheets = [s.get('name') for s in workbook.find('m:sheets', NS)]
    styles = parts['xl/styles.xml'].find('m:cellXfs', NS)
    rows = []
    for row in parts['xl/worksheets/sheet1.xml'].find('m:sheetData', NS):
        cells = []
        for c in row:
            t = c.get('t')
            s = int(c.get('s', '0'))
            quote = styles[s].get('quotePrefix') == '1'
            if t == 'inlineStr':
                value = ''.join(c.find('m:is', NS).itertext())
            elif t == 'b':
                value = c.find('m:v', NS).text == '1'
            else:
                value = float(c.find('m:v', NS).text)
            cells.append({'ref': c.get('r'), 'value': value, 'quotePrefix': quote})
        rows.append({'r': row.get('r'), 'cells': cells})
print(json.dumps({'names': names, 'sheets': sheets, 'rows': rows}))
