type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate | null = null;

/** The app registers its router here, so that code outside routes (modals) can navigate. */
export function setNavigator(next: Navigate): void {
  navigate = next;
}

/** Client-side navigation from anywhere (modals render outside the router's tree). */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigate) navigate(to, options);
  else window.location.assign(to);
}
