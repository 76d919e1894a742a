import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { checkReference } from '../domain/aiActReference.js';
import type { Deadline } from '../domain/deadline.js';
import { projectPath } from '../runtime/paths.js';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const DeadlinesFile = z.object({
  as_of: z.string().refine(isDay),
  deadlines: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]{3,64}$/),
        date: z.string().refine(isDay, 'a YYYY-MM-DD date'),
        title_en: z.string().min(1),
        title_de: z.string().min(1),
        articles: z.array(z.string().refine((ref) => checkReference(ref).ok, 'not a provision of the AI Act as amended')).min(1),
        applies_to: z.array(z.string().min(1)).min(1),
        legal_basis: z.string().min(1),
        legal_basis_url: z.url(),
      }),
    )
    .min(1)
    .refine((list) => new Set(list.map((d) => d.id)).size === list.length, 'ids must be unique'),
});

export type DeadlineCalendar = { asOf: string; deadlines: Deadline[] };

/** The deadlines of `data/deadlines.json`, by date; a malformed file stops the service at start. */
export function loadDeadlines(file = projectPath('data', 'deadlines.json')): DeadlineCalendar {
  const parsed = DeadlinesFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  const deadlines = parsed.deadlines
    .map((d) => ({
      id: d.id,
      date: d.date,
      titleEn: d.title_en,
      titleDe: d.title_de,
      articles: d.articles.map((ref) => {
        const check = checkReference(ref);
        return check.ok ? check.canonical : ref;
      }),
      appliesTo: d.applies_to,
      legalBasis: d.legal_basis,
      legalBasisUrl: d.legal_basis_url,
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return { asOf: parsed.as_of, deadlines };
}
