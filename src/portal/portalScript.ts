/**
 * The portal's one script, served as /portal/portal.js (CSP allows no inline script): the copy
 * button of a new subscription's secret. Pages work without it.
 */
export const PORTAL_SCRIPT = `document.addEventListener('click', async (event) => {
  const button = event.target.closest('[data-copy]');
  if (!button) return;
  const source = document.getElementById(button.dataset.copy);
  await navigator.clipboard.writeText(source.textContent.trim());
  button.textContent = button.dataset.copied;
});
`;
