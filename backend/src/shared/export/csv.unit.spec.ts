import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { Readable } from 'node:stream';
import { csvCents, csvFile, csvMoney, csvNumber, csvWriter, FORMULA_STARTS, type CsvCell } from './csv';

const cellsOf = (file: Buffer): string[][] => parse(file, { bom: true, relax_column_count: true }) as string[][];

/** Text a person could type that a spreadsheet would run: a formula start, then anything. */
const formulaText = fc
  .tuple(fc.constantFrom(...FORMULA_STARTS), fc.string({ maxLength: 30 }))
  .map(([start, rest]) => start + rest);

describe('the one CSV writer', () => {
  it('given text starting with any of =, +, -, @, tab, CR (or full-width =+-@), then a quote goes in front', () => {
    fc.assert(
      fc.property(fc.array(formulaText, { minLength: 1, maxLength: 8 }), (texts) => {
        const [row] = cellsOf(csvFile([texts]));
        expect(row).toEqual(texts.map((text) => `'${text}`));
      }),
    );
  });

  it('given other text, then it is written as it is', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !(FORMULA_STARTS as readonly string[]).includes(text[0] ?? '')),
        (text) => {
          expect(cellsOf(csvFile([[text, 'x']]))).toEqual([[text, 'x']]);
        },
      ),
    );
  });

  it('given figures the shop writes, then a negative amount stays a number and keeps its decimals', () => {
    const [row] = cellsOf(csvFile([[csvCents(-1250), csvMoney(-3), csvNumber(-4.25, 1), -7, 0, csvCents(99_999)]]));
    expect(row).toEqual(['-12.50', '-3.00', '-4.3', '-7', '0', '999.99']);
    expect(() => csvNumber(Number.NaN)).toThrow();
  });

  it('given anything but text, a number or a CsvNumber, then it refuses to write it rather than guess', () => {
    expect(() => csvFile([[{ value: '-1' } as unknown as CsvCell]])).toThrow();
  });

  it('streams records under the headings with a byte-order mark, escaping the same way', async () => {
    const chunks: Buffer[] = [];
    const writer = csvWriter(['Vardas', 'Suma']);
    writer.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
    const done = new Promise((resolve) => writer.on('end', resolve));
    Readable.from([
      ['=HYPERLINK("http://x.example/","open")', csvCents(-500)],
      ['Ona', csvCents(1250)],
    ]).pipe(writer);
    await done;
    const file = Buffer.concat(chunks);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(cellsOf(file)).toEqual([
      ['Vardas', 'Suma'],
      ['\'=HYPERLINK("http://x.example/","open")', '-5.00'],
      ['Ona', '12.50'],
    ]);
  });
});
