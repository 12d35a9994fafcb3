import { paragraphsOf } from './paragraphs';

describe('paragraphsOf', () => {
  it('splits on blank lines and drops empty paragraphs', () => {
    expect(paragraphsOf('One.\n\nTwo\nstill two.\n \n\n\nThree.  ')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
  });

  it('gives nothing for an empty description', () => {
    expect(paragraphsOf('  ')).toEqual([]);
  });
});
