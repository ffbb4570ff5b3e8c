import '@/test/setup';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTexto } from './filtros-panel';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the search text is applied once', () => {
  it('after a pause in typing', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useTexto('', commit));
    act(() => result.current[1]('gestion'));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(5_000));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('gestion');
  });

  it('at once with Enter, and not again when the pause ends (a filter picked meanwhile would be undone)', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useTexto('', commit));
    act(() => result.current[1]('gestion'));
    act(() => result.current[2]());
    expect(commit).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(commit).toHaveBeenCalledTimes(1);
  });
});
