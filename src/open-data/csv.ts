/**
 * The site's CSV downloads (issue #18): UTF-8 with a byte-order mark (so spreadsheet programs read ʻ and Cyrillic
 * right), CRLF line ends, fields quoted only when they must be (RFC 4180); empty cells for missing values.
 */
const field = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const csvText = (rows: Array<Array<string | number | null | undefined>>) =>
  `\ufeff${rows.map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;
