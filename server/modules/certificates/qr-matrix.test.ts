import { describe, expect, it } from 'vitest';
import { qrMatrix } from './certificates.service.ts';

// The PDF's QR code (decoded from a rendered certificate with zbarimg when it was built): a square of modules with
// the three finder patterns where readers look for them.
describe('the QR code of a verification address', () => {
  it('is a square with a finder pattern at the top left, the top right and the bottom left', () => {
    const modules = qrMatrix('https://pathshala.example/verify/D5W0SDJ2FVFE');
    const size = modules.length;
    expect(size).toBeGreaterThanOrEqual(21);
    expect((size - 17) % 4).toBe(0); // versions are 21, 25, 29 … modules wide
    expect(modules.every((row) => row.length === size)).toBe(true);
    const finderAt = (top: number, left: number) =>
      [0, 1, 2, 3, 4, 5, 6].every((r) =>
        [0, 1, 2, 3, 4, 5, 6].every((c) => {
          const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
          return modules[top + r]![left + c] === (ring !== 2);
        }),
      );
    expect([finderAt(0, 0), finderAt(0, size - 7), finderAt(size - 7, 0), finderAt(size - 7, size - 7)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
