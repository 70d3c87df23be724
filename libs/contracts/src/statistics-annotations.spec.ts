import { annotationBar, createAnnotationRequestSchema } from './statistics-annotations';

describe('annotations of the trend', () => {
  it('belong to the last bar that starts on or before their day, by day, week or month', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
    expect(annotationBar(days, '2026-11-02')).toBe('2026-11-02');
    expect(annotationBar(days, '2026-10-31')).toBeUndefined();
    const weeks = ['2026-09-07', '2026-09-14', '2026-09-21'];
    expect(annotationBar(weeks, '2026-09-20')).toBe('2026-09-14');
    const months = ['2026-06', '2026-07', '2026-08'];
    expect(annotationBar(months, '2026-07-31')).toBe('2026-07');
    expect(annotationBar(months, '2026-08-01')).toBe('2026-08');
  });

  it('take a calendar day and a short text, trimmed', () => {
    expect(createAnnotationRequestSchema.parse({ date: '2026-02-28', text: ' Messe ' })).toEqual({
      date: '2026-02-28',
      text: 'Messe',
    });
    expect(createAnnotationRequestSchema.safeParse({ date: '2026-02-29', text: 'x' }).success).toBe(false);
    expect(createAnnotationRequestSchema.safeParse({ date: '2026-02-28', text: '   ' }).success).toBe(false);
  });
});
