// Terminal tables that fit the terminal: the width to fit, a cli-table3 table that drops or abbreviates its
// least important columns (then truncates its widest cells) until it does, and word wrapping for the text
// around it. Only the terminal table is fitted; --format md/csv/json keep every column.
import Table from 'cli-table3';

/**
 * The width terminal output must fit: VKTS_COLUMNS, else COLUMNS when exported (a positive integer each),
 * else the terminal's columns when stdout is a TTY; undefined (no limit: the full table) when stdout is a
 * file or a pipe.
 */
export function terminalWidth(): number | undefined {
  for (const name of ['VKTS_COLUMNS', 'COLUMNS']) {
    const env = process.env[name];
    if (env && /^\d+$/.test(env) && Number(env) > 0) return Number(env);
  }
  return process.stdout.isTTY && process.stdout.columns > 0 ? process.stdout.columns : undefined;
}

/** Display width of the widest line (code points: the tables use no wide characters and no colours). */
export function textWidth(text: string): number {
  let max = 0;
  for (const line of text.split('\n')) max = Math.max(max, [...line].length);
  return max;
}

export interface FitTable {
  head: string[];
  rows: string[][];
  align?: ('left' | 'right')[];
  /** The width to fit; undefined renders the full table. */
  width?: number;
  /** Shorter headers (by column index), used before any column is dropped. */
  abbreviate?: Record<number, string>;
  /** Column indices in the order they are dropped (least important first); the others are never dropped. */
  drop?: number[];
}

function draw(head: string[], rows: string[][], align: ('left' | 'right')[] | undefined, colWidths?: number[]): string {
  const tab = new Table({
    head,
    style: { head: [], border: [], compact: true },
    ...(align ? { colAligns: align } : {}),
    ...(colWidths ? { colWidths } : {}),
  });
  tab.push(...rows);
  return tab.toString();
}

/**
 * A compact cli-table3 table no wider than `width`: the full table if it fits; else with the abbreviated
 * headers; else without the `drop` columns, one at a time; else with its widest columns truncated (…).
 */
export function fitTable(t: FitTable): string {
  const full = draw(t.head, t.rows, t.align);
  if (t.width === undefined || textWidth(full) <= t.width) return full;
  const width = t.width;
  let keep = t.head.map((_, i) => i);
  const head = t.head.map((h, i) => t.abbreviate?.[i] ?? h);
  const render = (): string =>
    draw(
      keep.map((i) => head[i]),
      t.rows.map((r) => keep.map((i) => r[i] ?? '')),
      t.align && keep.map((i) => t.align![i]),
    );
  let text = render();
  for (const i of t.drop ?? []) {
    if (textWidth(text) <= width) return text;
    keep = keep.filter((k) => k !== i);
    text = render();
  }
  if (textWidth(text) <= width) return text;
  // Truncate: shrink the widest column by one until the borders (one per column, plus one) and the columns
  // (content + 2 of padding, at least 3) fit.
  const widths = keep.map((i) => Math.max([...head[i]].length, ...t.rows.map((r) => [...(r[i] ?? '')].length)) + 2);
  while (widths.reduce((a, b) => a + b, 0) + widths.length + 1 > width) {
    const widest = widths.indexOf(Math.max(...widths));
    if (widths[widest] <= 3) break;
    widths[widest]--;
  }
  return draw(
    keep.map((i) => head[i]),
    t.rows.map((r) => keep.map((i) => r[i] ?? '')),
    t.align && keep.map((i) => t.align![i]),
    widths,
  );
}

/** Word-wraps `text` to `width` (no limit when undefined); continuation lines start with `indent`. */
export function wrap(text: string, width: number | undefined, indent = '  '): string {
  if (width === undefined || [...text].length <= width) return text;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const prefix = lines.length ? indent : '';
    if (line && [...(prefix + line + ' ' + word)].length > width) {
      lines.push(prefix + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
    // A single word longer than the line is cut, so no line exceeds the width.
    while ([...((lines.length ? indent : '') + line)].length > width) {
      const room = Math.max(1, width - (lines.length ? indent.length : 0));
      lines.push((lines.length ? indent : '') + [...line].slice(0, room).join(''));
      line = [...line].slice(room).join('');
    }
  }
  if (line) lines.push((lines.length ? indent : '') + line);
  return lines.join('\n');
}
