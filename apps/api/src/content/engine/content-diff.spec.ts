import { changedFields, diffFields } from './content-diff';

describe('diffFields', () => {
  it('lists changed top-level and nested fields with before and after', () => {
    expect(
      diffFields(
        { title: 'Alt', badge: '+50%', testimonial: { quote: 'a', author: 'X' } },
        { title: 'Neu', badge: '+50%', testimonial: { quote: 'b', author: 'X' } },
      ),
    ).toEqual([
      { field: 'title', before: 'Alt', after: 'Neu' },
      { field: 'testimonial.quote', before: 'a', after: 'b' },
    ]);
  });

  it('matches lists of entries by id, reporting additions, removals and a new order', () => {
    const before = [
      { id: 'a', title: 'A', questions: [{ id: 1, question: 'Q1' }] },
      { id: 'b', title: 'B', questions: [] },
    ];
    const after = [
      { id: 'b', title: 'B', questions: [] },
      { id: 'a', title: 'A', questions: [{ id: 1, question: 'Q1 neu' }] },
      { id: 'c', title: 'C', questions: [] },
    ];
    expect(diffFields({ categories: before }, { categories: after })).toEqual([
      { field: 'categories[a].questions[1].question', before: 'Q1', after: 'Q1 neu' },
      { field: 'categories[c]', before: null, after: { id: 'c', title: 'C', questions: [] } },
      { field: 'categories.order', before: ['a', 'b'], after: ['b', 'a', 'c'] },
    ]);
  });

  it('treats a list without ids as one field and nothing changed as no change', () => {
    expect(diffFields({ features: ['a'] }, { features: ['a', 'b'] })).toEqual([
      { field: 'features', before: ['a'], after: ['a', 'b'] },
    ]);
    expect(diffFields({ a: [1], b: { c: 2 } }, { a: [1], b: { c: 2 } })).toEqual([]);
  });
});

describe('changedFields', () => {
  it('keeps only the top-level fields whose value differs', () => {
    expect(changedFields({ a: 1, b: [1, 2], c: { d: 1 } }, { a: 1, b: [1, 2, 3], c: { d: 1 } })).toEqual({
      b: [1, 2, 3],
    });
  });
});
