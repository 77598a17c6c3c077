// Its own module, for DeferredModals to import lazily: importing '@mantine/modals' itself
// lazily would put the whole package (Modal, scroll area, positioning) into every chunk
// that calls `modals.*`.
export { ModalsProvider as default } from '@mantine/modals';
