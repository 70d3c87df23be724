import { fileSize } from './file-size';

describe('fileSize', () => {
  it('names the largest unit that keeps the number at or above 1, with at most one decimal', () => {
    expect(fileSize(0)).toBe('0 Bytes');
    expect(fileSize(812)).toBe('812 Bytes');
    expect(fileSize(3_482)).toBe('3,4 KB');
    expect(fileSize(52 * 1024 * 1024)).toBe('52 MB');
    expect(fileSize(1.34 * 1024 ** 3)).toBe('1,3 GB');
  });

  it('rounds into the next unit rather than showing 1.024 of the smaller one', () => {
    expect(fileSize(1024 * 1024 - 10)).toBe('1 MB');
  });

  it('writes the number in the locale given (English for the command line)', () => {
    expect(fileSize(3_482, 'en')).toBe('3.4 KB');
    expect(fileSize(812, 'en')).toBe('812 bytes');
    expect(fileSize(1_234.5 * 1024 ** 4, 'en')).toBe('1,234.5 TB');
  });
});
