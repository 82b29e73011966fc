// An SVG roofline chart: log-log axes (arithmetic intensity → attainable FLOP/s), one line per measured
// roof, each kernel a labelled point. Memory-only kernels (no flops) get a bandwidth panel beside it.
import type { BenchResult } from './result.ts';
import { si } from './report.ts';

const W = 980;
const H = 560;
const PLOT = { left: 70, top: 40, width: 560, height: 440 };
const BARS = { left: 720, top: 40, width: 220, height: 440 };
const COLORS: Record<string, string> = { f32: '#1f77b4', f16: '#2ca02c', 'f16-coopmat': '#d62728', int8: '#9467bd' };

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Approximate width of 11 px sans-serif text, for keeping labels apart. */
const textWidth = (text: string): number => text.length * 6.2;
const LINE = 13;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Places labels so that none overlaps another or leaves the box: for each point, the first free spot among
 * right, left, above, below and further out; a label with no free spot goes where it overlaps least. */
class LabelPlacer {
  private readonly taken: Box[] = [];
  constructor(private readonly bounds: Box) {}

  reserve(b: Box): void {
    this.taken.push(b);
  }

  /** The text's baseline-left corner next to point (x, y). */
  place(x: number, y: number, text: string): { x: number; y: number } {
    const w = textWidth(text);
    const spots: [number, number][] = [];
    for (let ring = 0; ring < 4; ring++) {
      const dy = ring * LINE;
      spots.push(
        [x + 7, y - 6 + dy],
        [x - 7 - w, y - 6 + dy],
        [x + 7, y - 6 - dy],
        [x - 7 - w, y - 6 - dy],
        [x - w / 2, y - 10 - LINE - dy],
      );
    }
    const boxOf = ([bx, by]: [number, number]): Box => ({ x: bx, y: by, w, h: LINE - 1 });
    const inside = (b: Box): boolean =>
      b.x >= this.bounds.x &&
      b.y >= this.bounds.y &&
      b.x + b.w <= this.bounds.x + this.bounds.w &&
      b.y + b.h <= this.bounds.y + this.bounds.h;
    const cost = (b: Box): number => (inside(b) ? 0 : 1000) + this.taken.filter((t) => overlaps(t, b)).length;
    let best = boxOf(spots[0]);
    for (const spot of spots) {
      const b = boxOf(spot);
      if (cost(b) === 0) {
        best = b;
        break;
      }
      if (cost(b) < cost(best)) best = b;
    }
    this.taken.push(best);
    return { x: best.x, y: best.y + LINE - 3 };
  }
}

export function rooflineSvg(r: BenchResult): string {
  const bw = r.roofs.bandwidth;
  const peaks = Object.entries(r.roofs.peaks).filter(([, v]) => v !== undefined) as [string, number][];
  const computeKernels = r.kernels.filter((k) => k.cost.flops > 0 && Number.isFinite(k.roofline.intensity));
  const memoryKernels = r.kernels.filter((k) => k.cost.flops === 0);

  // Axis ranges in powers of ten, wide enough for every roof's ridge and every point.
  const xs = [1 / 16, 1024, ...computeKernels.map((k) => k.roofline.intensity)];
  const ys = [...peaks.map(([, p]) => p), ...computeKernels.map((k) => k.roofline.flopsPerSecond), bw / 16];
  const xMin = 10 ** Math.floor(Math.log10(Math.min(...xs)));
  const xMax = 10 ** Math.ceil(Math.log10(Math.max(...xs)));
  const yMin = 10 ** Math.floor(Math.log10(Math.min(...ys.filter((y) => y > 0))));
  const yMax = 10 ** Math.ceil(Math.log10(Math.max(...ys) * 1.5));
  const px = (x: number): number => PLOT.left + ((Math.log10(x) - Math.log10(xMin)) / (Math.log10(xMax) - Math.log10(xMin))) * PLOT.width;
  const py = (y: number): number =>
    PLOT.top + PLOT.height - ((Math.log10(y) - Math.log10(yMin)) / (Math.log10(yMax) - Math.log10(yMin))) * PLOT.height;

  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="11">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${PLOT.left}" y="22" font-size="14">${esc(`Roofline: ${r.device.name}`)}</text>`,
    `<rect x="${PLOT.left}" y="${PLOT.top}" width="${PLOT.width}" height="${PLOT.height}" fill="none" stroke="#444"/>`,
  ];
  // Grid and tick labels at each decade.
  for (let e = Math.log10(xMin); e <= Math.log10(xMax) + 1e-9; e++) {
    const x = px(10 ** e);
    out.push(`<line x1="${x}" y1="${PLOT.top}" x2="${x}" y2="${PLOT.top + PLOT.height}" stroke="#eee"/>`);
    out.push(
      `<text x="${x}" y="${PLOT.top + PLOT.height + 15}" text-anchor="middle">${10 ** e >= 1 ? 10 ** e : (10 ** e).toPrecision(1)}</text>`,
    );
  }
  for (let e = Math.log10(yMin); e <= Math.log10(yMax) + 1e-9; e++) {
    const y = py(10 ** e);
    out.push(`<line x1="${PLOT.left}" y1="${y}" x2="${PLOT.left + PLOT.width}" y2="${y}" stroke="#eee"/>`);
    out.push(`<text x="${PLOT.left - 5}" y="${y + 4}" text-anchor="end">${esc(si(10 ** e, ''))}</text>`);
  }
  out.push(`<text x="${PLOT.left + PLOT.width / 2}" y="${H - 40}" text-anchor="middle">arithmetic intensity (FLOP/byte)</text>`);
  out.push(`<text transform="translate(16 ${PLOT.top + PLOT.height / 2}) rotate(-90)" text-anchor="middle">FLOP/s</text>`);

  // Roofs: the bandwidth slope up to each precision's ridge, then flat at its peak.
  const peaksTaken: Box[] = [];
  const clip = `<clipPath id="plot"><rect x="${PLOT.left}" y="${PLOT.top}" width="${PLOT.width}" height="${PLOT.height}"/></clipPath>`;
  out.push(clip, '<g clip-path="url(#plot)">');
  const labels = new LabelPlacer({ x: PLOT.left + 2, y: PLOT.top + 2, w: PLOT.width - 4, h: PLOT.height - 4 });
  for (const [name, peak] of peaks) {
    const ridge = peak / bw;
    const color = COLORS[name] ?? '#555';
    out.push(
      `<polyline fill="none" stroke="${color}" stroke-width="2" points="${px(xMin)},${py(xMin * bw)} ${px(ridge)},${py(peak)} ${px(xMax)},${py(peak)}"/>`,
    );
    const text = `${name} ${si(peak, name === 'int8' ? 'OP/s' : 'FLOP/s')}`;
    // Right-aligned above the flat part; a peak close to another one goes below its line instead.
    const w = textWidth(text);
    const above = { x: px(xMax) - 4 - w, y: py(peak) - 4 - LINE, w, h: LINE };
    const below = { ...above, y: py(peak) + 3 };
    const spot = [above, below].find((b) => b.y >= PLOT.top && !peaksTaken.some((t) => overlaps(t, b))) ?? above;
    peaksTaken.push(spot);
    labels.reserve(spot);
    out.push(`<text x="${spot.x}" y="${spot.y + LINE - 3}" fill="${color}">${esc(text)}</text>`);
  }
  // The copy roof's label sits on its slope where the slope is inside the plot, turned to the slope's angle.
  const angle =
    (-Math.atan(PLOT.height / (Math.log10(yMax) - Math.log10(yMin)) / (PLOT.width / (Math.log10(xMax) - Math.log10(xMin)))) * 180) /
    Math.PI;
  const xCopy = Math.max(xMin, (yMin * 4) / bw) * 1.3;
  const [cx, cy] = [px(xCopy), py(xCopy * bw) - 6];
  out.push(
    `<text x="${cx}" y="${cy}" fill="#555" transform="rotate(${angle.toFixed(1)} ${cx} ${cy})">${esc(`copy ${si(bw, 'B/s')}`)}</text>`,
  );
  for (const k of computeKernels) {
    const x = px(k.roofline.intensity);
    const y = py(Math.max(k.roofline.flopsPerSecond, yMin));
    labels.reserve({ x: x - 4, y: y - 4, w: 8, h: 8 });
  }
  for (const k of computeKernels) {
    const x = px(k.roofline.intensity);
    const y = py(Math.max(k.roofline.flopsPerSecond, yMin));
    const color = COLORS[k.cost.precision] ?? '#000';
    const text = `${k.op} ${k.shape} (${(k.roofline.fractionOfRoof * 100).toFixed(0)}%)`;
    const at = labels.place(x, y, text);
    out.push(`<circle cx="${x}" cy="${y}" r="4" fill="${color}" stroke="black"/>`);
    out.push(`<text x="${at.x.toFixed(1)}" y="${at.y.toFixed(1)}">${esc(text)}</text>`);
  }
  out.push('</g>');

  // Memory-only kernels: achieved bandwidth as a fraction of the copy roof.
  out.push(`<text x="${BARS.left}" y="22" font-size="14">Memory-bound kernels</text>`);
  out.push(`<rect x="${BARS.left}" y="${BARS.top}" width="${BARS.width}" height="${BARS.height}" fill="none" stroke="#444"/>`);
  const barH = Math.min(28, BARS.height / Math.max(1, memoryKernels.length));
  memoryKernels.forEach((k, i) => {
    const f = Math.min(1.2, k.roofline.fractionOfRoof);
    const y = BARS.top + i * barH;
    out.push(`<rect x="${BARS.left}" y="${y + 3}" width="${(f / 1.2) * BARS.width}" height="${barH - 6}" fill="#8cb3d9"/>`);
    out.push(
      `<text x="${BARS.left + 4}" y="${y + barH / 2 + 4}">${esc(`${k.op} ${k.shape}: ${si(k.roofline.bytesPerSecond, 'B/s')} (${(k.roofline.fractionOfRoof * 100).toFixed(0)}%)`)}</text>`,
    );
  });
  const roofX = BARS.left + BARS.width / 1.2;
  out.push(`<line x1="${roofX}" y1="${BARS.top}" x2="${roofX}" y2="${BARS.top + BARS.height}" stroke="#d62728" stroke-dasharray="4 3"/>`);
  out.push(`<text x="${roofX}" y="${BARS.top + BARS.height + 15}" text-anchor="middle" fill="#d62728">copy roof</text>`);
  out.push('</svg>');
  return out.join('\n') + '\n';
}
