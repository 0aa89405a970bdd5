import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '../testing/viewport';
import { useBreakpoints } from './use-breakpoints';

describe('useBreakpoints (SPEC §9: 425 px and 426 px)', () => {
  it.each([
    [1920, true, false],
    [427, true, false],
    [426, true, true],
    [425, true, true],
    [424, false, true],
    [320, false, true],
  ])('at %i px: big screen %s, tablet/mobile %s', (width, big, small) => {
    setViewportWidth(width);
    const { result } = renderHook(() => useBreakpoints());
    expect(result.current).toEqual({ isBigScreen: big, isTabletOrMobile: small });
  });

  it('updates when the viewport changes', () => {
    setViewportWidth(1200);
    const { result } = renderHook(() => useBreakpoints());
    expect(result.current.isTabletOrMobile).toBe(false);
    act(() => setViewportWidth(400));
    expect(result.current).toEqual({ isBigScreen: false, isTabletOrMobile: true });
  });
});
