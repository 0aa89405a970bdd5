import { Modal, type ModalProps } from '@mantine/core';
import { dialogLayers, modalContent, modalSizes, type ModalSize } from '../../config/layout';

interface AppModalProps extends Omit<ModalProps, 'size'> {
  /** small 60rem, medium 100rem, large 140rem, extraLarge 90% (SPEC §9). */
  size?: ModalSize;
}

/** Modal with the sizes and content limits of SPEC §9. */
export function AppModal({ size = 'medium', styles, ...props }: AppModalProps) {
  return (
    <Modal
      centered
      zIndex={dialogLayers.overlayZIndex}
      transitionProps={{ duration: dialogLayers.showAnimationMs, transition: 'pop' }}
      size={modalSizes[size]}
      styles={{
        content: {
          maxWidth: modalContent.maxWidth,
          minHeight: modalContent.minHeight,
          maxHeight: modalContent.maxHeight,
        },
        body: { paddingBlock: modalContent.paddingBlock },
        ...styles,
      }}
      {...props}
    />
  );
}
