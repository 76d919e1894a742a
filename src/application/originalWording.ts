/** An event's title and summary in its source's own words: a German source's stand in the German fields, any other's in the English ones. */
export function originalWording(event: {
  language?: string | null;
  title_en: string;
  title_de: string | null;
  summary_en: string;
  summary_de: string | null;
}): { title: string; text: string } {
  const german = event.language === 'de';
  return { title: (german && event.title_de) || event.title_en, text: (german && event.summary_de) || event.summary_en };
}
