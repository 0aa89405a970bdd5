// Layout constants of SPEC §9. CSS that needs them lives in src/styles/global.css.

/** Big-screen flag: viewport at least 425 px. Tablet/mobile flag: viewport at most 426 px. */
export const breakpoints = { bigScreenMin: 425, tabletOrMobileMax: 426 } as const;

export const modalSizes = { small: '60rem', medium: '100rem', large: '140rem', extraLarge: '90%' } as const;
export type ModalSize = keyof typeof modalSizes;

export const modalContent = {
  maxWidth: '100rem',
  minHeight: '30rem',
  maxHeight: '96%',
  paddingBlock: '8rem',
} as const;

export const alertSizes = {
  normal: { maxWidth: '50rem', maxHeight: '35rem' },
  withBottomContent: { maxWidth: '70rem', maxHeight: '60rem' },
} as const;

export const dialogLayers = { overlayZIndex: 10000, dialogZIndex: 10001, showAnimationMs: 150 } as const;
