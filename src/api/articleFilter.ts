import * as z from 'zod';
import { checkReference } from '../domain/aiActReference.js';

/** At most this many references in one filter. */
export const MAX_ARTICLE_REFERENCES = 20;

/** One provision of the AI Act as amended, in its canonical form; the offending value is named when it is not one. */
export const ArticleReference = z
  .string()
  .max(64, 'a reference is at most 64 characters')
  .transform((value, ctx) => {
    const check = checkReference(value);
    if (check.ok) return check.canonical;
    ctx.addIssue({ code: 'custom', message: `"${value}": ${check.reason}`, input: value });
    return z.NEVER;
  })
  .meta({ type: 'string', example: 'Art. 50(2)' });

const distinctCanonical = (references: string[]) => [...new Set(references)];

/** `articles=Art. 50,Annex III`: events citing any of them or a finer provision under one. */
export const ArticlesParameter = z
  .string()
  .max(2_000)
  .transform((value) => value.split(',').map((reference) => reference.trim()))
  .pipe(z.array(ArticleReference).min(1).max(MAX_ARTICLE_REFERENCES))
  .transform(distinctCanonical)
  .meta({
    type: 'string',
    description:
      'Comma-separated AI Act references (`Art. 50`, `Art. 5(1)(ba)`, `Annex III(4)`), checked against the Act as amended by Regulation (EU) 2026/1744; ' +
      'events citing any of them or a finer provision under one',
    example: 'Art. 50,Annex III',
  });

/** `article_filter` of a subscription: the same meaning as `articles`, as an array. */
export const ArticleFilterField = z
  .array(ArticleReference)
  .min(1, 'must name at least one reference; leave it out for every event')
  .max(MAX_ARTICLE_REFERENCES)
  .transform(distinctCanonical)
  .meta({ description: 'AI Act references; only events citing one of them or a finer provision under one are delivered' });

/** `q`: web-search syntax (`"exact phrase"`, `or`, `-word`), at most 200 characters. */
export const SearchParameter = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'at most 200 characters')
  // PostgreSQL text cannot hold NUL, and no search needs control characters.
  .refine((value) => !/\p{Cc}/u.test(value), 'must not contain control characters')
  .meta({
    description:
      'Full-text search over titles and summaries, English and German, in web-search syntax (`"phrase"`, `or`, `-word`); at most 200 characters',
    example: 'transparency "general-purpose"',
  });
