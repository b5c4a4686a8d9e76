import { stringify } from 'csv-stringify/sync';
import { Workbook } from 'exceljs';
import { EXPORT_COLUMNS, indiaDateTime, optionsSummary, paiseToRupees, paymentLabel, statusLabel } from '@chowk/contracts';
import { orderPayment, type OrderRecord } from '../orders.service';

/** One order as a row of the export: EXPORT_COLUMNS, in order; money in rupees (numbers). */
export type ExportRow = [
  orderNumber: string,
  date: string,
  time: string,
  status: string,
  customer: string,
  mobile: string,
  email: string,
  items: string,
  subtotal: number,
  tax: number,
  delivery: number,
  total: number,
  payment: string,
  source: string,
  notes: string,
];

/** The money columns (Subtotal, Tax, Delivery, Total), 1-based as a sheet counts them. */
const MONEY_COLUMNS = [9, 10, 11, 12];

/** A line as the items column reads it: "Masala Chai × 2", with its options "Masala Chai (Full · Elaichi) × 2". */
function lineText(line: OrderRecord['items'][number]): string {
  const options = optionsSummary(line.options?.map((o) => ({ group: o.groupName, name: o.choiceName })));
  return `${line.productName}${options ? ` (${options})` : ''} × ${line.quantity}`;
}

/** An order as the export's row: India date DD-MM-YYYY and time HH:mm, items "name (options) × qty; …", payment "Paid · UPI". */
export function exportRow(o: OrderRecord): ExportRow {
  const { date, time } = indiaDateTime(o.createdAt);
  return [
    o.orderId,
    date,
    time.replace('-', ':'),
    statusLabel(o.status),
    o.customerName ?? '',
    o.customerMobile ?? '',
    o.customerEmail ?? '',
    o.items.map(lineText).join('; '),
    paiseToRupees(o.subtotalPaise),
    paiseToRupees(o.taxPaise ?? 0),
    paiseToRupees(o.deliveryFeePaise ?? 0),
    paiseToRupees(o.totalPaise),
    paymentLabel(orderPayment(o)),
    o.placedBy === 'shop' ? 'Counter' : 'Online',
    o.notes ?? '',
  ];
}

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return
 * first: OWASP "CSV injection") gets a leading apostrophe, so it shows as the text typed. A
 * customer's name and notes are theirs to write.
 */
export const defuseFormula = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** CSV, UTF-8 with a byte-order mark (Excel then reads ₹ and names in any script), CRLF lines. */
export function ordersCsv(rows: readonly ExportRow[]): Buffer {
  const text = stringify(
    rows.map((row) => row.map((cell) => (typeof cell === 'string' ? defuseFormula(cell) : cell))),
    { header: true, columns: [...EXPORT_COLUMNS], bom: true, record_delimiter: 'windows' },
  );
  return Buffer.from(text, 'utf8');
}

/**
 * An Excel workbook of one sheet: the header row bold and frozen, money as numbers shown in
 * rupees. Cells are written as values (never formulas), so no text runs as one.
 */
export async function ordersXlsx(rows: readonly ExportRow[], title: string): Promise<Buffer> {
  const workbook = new Workbook();
  workbook.creator = 'Chowk';
  workbook.title = title;
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((header, i) => ({
    header,
    key: `c${i}`,
    width: header === 'Items' || header === 'Notes' ? 40 : header === 'Order number' || header === 'Email' ? 20 : 12,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  for (const column of MONEY_COLUMNS) sheet.getColumn(column).numFmt = '"₹"#,##0.00';
  // The header keeps its text format (numFmt on a column reaches its header cell too).
  for (const column of MONEY_COLUMNS) sheet.getRow(1).getCell(column).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
