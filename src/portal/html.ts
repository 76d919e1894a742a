/** Markup already escaped: what `html` returns, and what it interpolates without escaping again. */
export class Html {
  constructor(readonly text: string) {}
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const render = (value: unknown): string => {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeText(String(value));
};

/** A template whose every interpolated value is escaped, unless it is markup made by `html` itself. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let text = strings[0] ?? '';
  values.forEach((value, i) => {
    text += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(text);
}
