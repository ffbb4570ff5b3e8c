import { describe, expect, it } from 'vitest';
import { paginasVisibles } from './paginacion';

describe('paginasVisibles', () => {
  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(paginasVisibles(1, 1)).toEqual([1]);
    expect(paginasVisibles(1, 3)).toEqual([1, 2, 3]);
    expect(paginasVisibles(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(paginasVisibles(10, 10)).toEqual([1, null, 9, 10]);
    expect(paginasVisibles(3, 4)).toEqual([1, 2, 3, 4]);
  });
});
