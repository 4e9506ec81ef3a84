import { createStore, useStore } from './store';

/** A confirmation dialog's content (spec: title, message, confirm and cancel actions). */
export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
}

/** Every modal of the app and the props it opens with. Features open each other's modals by id. */
export interface ModalPropsMap {
  /** `returnTo`: stay on this page after signing in instead of the account page. */
  login: { returnTo?: string } | undefined;
  register: undefined;
  forgotPassword: undefined;
  editProfile: undefined;
  topUp: { bundleId?: number } | undefined;
  confirm: ConfirmOptions;
  createTopic: { roomId?: number } | undefined;
  activeChats: undefined;
  /** The payout request modal (interlocutors). */
  payout: undefined;
  /** Asks the owner to rate the topic's last human conversation (shows only when asked). */
  rateConversation: { topicId: number; isChange?: boolean };
}
export type ModalId = keyof ModalPropsMap;

export interface OpenModal<K extends ModalId = ModalId> {
  key: number;
  id: K;
  props: ModalPropsMap[K];
  /** What had the focus when the first of a chain of modals opened: it gets it back. */
  opener: HTMLElement | null;
}

/** The focused element, unless nothing is (the body). */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

const modalsStore = createStore<OpenModal[]>([]);
let nextKey = 1;

type OpenArgs<K extends ModalId> = undefined extends ModalPropsMap[K]
  ? [props?: ModalPropsMap[K]]
  : [props: ModalPropsMap[K]];

/** Opens a modal on top of any open one. */
export function openModal<K extends ModalId>(id: K, ...args: OpenArgs<K>): void {
  const opener = focusedElement();
  modalsStore.set((modals) => [...modals, { key: nextKey++, id, props: args[0], opener }]);
}

/** Closes the top modal and opens another in its place (sign in ↔ sign up). */
export function replaceModal<K extends ModalId>(id: K, ...args: OpenArgs<K>): void {
  modalsStore.set((modals) => {
    // Sign in ↔ sign up: the focus goes back to what opened the first of them.
    const opener = modals.at(-1)?.opener ?? focusedElement();
    return [...modals.slice(0, -1), { key: nextKey++, id, props: args[0], opener }];
  });
}

/** Closes the given modal (by key), or the top one. */
export function closeModal(key?: number): void {
  modalsStore.set((modals) =>
    key === undefined ? modals.slice(0, -1) : modals.filter((modal) => modal.key !== key),
  );
}

export function closeAllModals(): void {
  modalsStore.set([]);
}

export function confirm(options: ConfirmOptions): void {
  openModal('confirm', options);
}

export function useOpenModals(): OpenModal[] {
  return useStore(modalsStore);
}
