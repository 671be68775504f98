// WCAG 2 contrast between two colours, for tests that hold the theme to AA
// (4.5:1 for normal text). Colours are '#rrggbb', 'rgb(r, g, b)' or
// 'rgba(r, g, b, a)'; a translucent foreground is blended over its background
// first, as the screen shows it.

export const WCAG_AA_NORMAL_TEXT = 4.5;

type Rgba = [number, number, number, number];

export function parseColor(color: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const value = Number.parseInt(hex[1], 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255, 1];
  }
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
  throw new Error(`contrast: cannot read the colour '${color}'`);
}

/** The colour seen when `top` is drawn at `opacity` (times its own alpha) over an opaque `bottom`. */
export function blend(top: string, bottom: string, opacity = 1): string {
  const [r1, g1, b1, a1] = parseColor(top);
  const [r2, g2, b2] = parseColor(bottom);
  const alpha = a1 * opacity;
  const mix = (a: number, b: number) => Math.round(a * alpha + b * (1 - alpha));
  return `rgb(${mix(r1, r2)}, ${mix(g1, g2)}, ${mix(b1, b2)})`;
}

function relativeLuminance(color: string): number {
  const [r, g, b] = parseColor(color)
    .slice(0, 3)
    .map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** 1 to 21; text at 4.5 or more passes WCAG AA. */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}
