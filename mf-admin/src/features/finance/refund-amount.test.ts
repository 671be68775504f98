import { pesosToCentavos } from './refund-amount';

describe('pesosToCentavos', () => {
  it('reads pesos as people type them, to the centavo', () => {
    expect(pesosToCentavos('1250')).toBe(125_000);
    expect(pesosToCentavos('1,250.5')).toBe(125_050);
    expect(pesosToCentavos(' ₱ 300.05 ')).toBe(30_005);
    expect(pesosToCentavos('0.1')).toBe(10);
    expect(pesosToCentavos('4999.99')).toBe(499_999);
  });

  it('is no amount for what is not one', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1e3', '.5']) expect(pesosToCentavos(text)).toBeUndefined();
  });
});
