import { blend, contrastRatio, parseColor } from '@marketplace/shared-ui/contrast';

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('rgb(0, 0, 0)', 'rgb(0, 0, 0)')).toBe(1);
  });

  it('blends a dimmed colour over its background', () => {
    expect(blend('#ffffff', '#000000', 0.5)).toBe('rgb(128, 128, 128)');
    expect(blend('rgba(255, 255, 255, 0.5)', '#000000')).toBe('rgb(128, 128, 128)');
    expect(parseColor('#0b0f17')).toEqual([11, 15, 23, 1]);
  });
});
