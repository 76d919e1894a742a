import test from 'ava';
import { extractReferences, readReferences } from '../../src/watching/references.js';

const cases: [string, string[]][] = [
  ['procedures under Article 92 and the fines of Article 101 of Regulation (EU) 2024/1689', ['Art. 101', 'Art. 92']],
  ['Art. 50(2) and Art. 5(1)(ba) apply from 2 December 2026', ['Art. 5(1)(ba)', 'Art. 50(2)']],
  ['as referred to in Article 13(3), point (d), and Article 5(1)(h)(ii)', ['Art. 13(3)(d)', 'Art. 5(1)(h)(ii)']],
  ['the requirements of Articles 8 to 11', ['Art. 10', 'Art. 11', 'Art. 8', 'Art. 9']],
  ['use cases of point 4 of Annex III and point 1(a) of Annex III', ['Annex III(1)(a)', 'Annex III(4)']],
  ['systems listed in Annex III (2) and Annex III point 5', ['Annex III(2)', 'Annex III(5)']],
  // Art. 4 has no numbered paragraphs: the loose "Abs. 1" is dropped, the article stays.
  ['Kompetenz nach Art. 4 Abs. 1 KI-VO und Verbote nach Artikel 5 Abs. 1 lit. a', ['Art. 4', 'Art. 5(1)(a)']],
  ['Begriffsbestimmung in Artikel 3 Nr. 56 KI-VO; Anhang III Nr. 4', ['Annex III(4)', 'Art. 3']],
  ['Kennzeichnungspflichten nach Art. 50 Abs. 2 Satz 1 KI-VO', ['Art. 50(2)']],
  // Lower-case `art.` is the French shorthand: its letter is a point; `Article 5(1a)` is the paragraph 2026/1744 inserted.
  ["les pratiques visées à l'art. 5(1a) et à l'art. 5(1h)", ['Art. 5(1)(a)', 'Art. 5(1)(h)']],
  ['the new prohibition of Article 5(1a)', ['Art. 5(1a)']],
  ["l'article 50, paragraphe 2, et l'article 5, paragraphe 1, point a), du règlement", ['Art. 5(1)(a)', 'Art. 50(2)']],
  ["l'articolo 5, comma 1, lettera f), e l'allegato III", ['Annex III', 'Art. 5(1)(f)']],
  ['el artículo 26, apartado 7, y el anexo III, punto 4', ['Annex III(4)', 'Art. 26(7)']],
  ['artikel 50, lid 4, en bijlage III', ['Annex III', 'Art. 50(4)']],
  ['artikel 5 van de AI Act en el artículo 43 del RIA; articolo 13', ['Art. 13', 'Art. 43', 'Art. 5']],
  [
    "les articles 57 à 61 du règlement, pas l'article 38 de la Constitution ni l'Art. 20-12 du code",
    ['Art. 57', 'Art. 58', 'Art. 59', 'Art. 60', 'Art. 61'],
  ],
  // The point, then its paragraph, then the article; lists of paragraphs; a German point after the article.
  [
    "au sens des a et b du paragraphe 1 de l'article 5 ; paragraphes 1, 2 et 4 de l'article 50",
    ['Art. 5(1)(a)', 'Art. 5(1)(b)', 'Art. 50(1)', 'Art. 50(2)', 'Art. 50(4)'],
  ],
  [
    "lettera a) del comma 1 dell'articolo 5, leden 1 en 2 van artikel 50, apartados 1 y 2 del artículo 26",
    ['Art. 26(1)', 'Art. 26(2)', 'Art. 5(1)(a)', 'Art. 50(1)', 'Art. 50(2)'],
  ],
  ['bis zum 2. August 2025 (Artikel 113 b) eine Aufsichtsstruktur', ['Art. 113(b)']],
  // Each passage at the precision it names (F1): an article named on its own beside a paragraph of it elsewhere is cited too.
  ['Pursuant to Article 6(5) AI Act, guidelines set out the practical implementation of Article 6.', ['Art. 6', 'Art. 6(5)']],
  ["le code couvre l'article 50 ; le marquage relève de l'article 50, paragraphe 2", ['Art. 50', 'Art. 50(2)']],
  ['Kennzeichnung nach Art. 50 Abs. 4 KI-VO', ['Art. 50(4)']],
];

/** The passages whose references are not the ones expected, with what was read. */
const misread = (forms: [string, string[]][]) =>
  forms.flatMap(([text, expected]) => {
    const got = extractReferences(text);
    return JSON.stringify(got) === JSON.stringify(expected) ? [] : [{ text, got, expected }];
  });

for (const [text, expected] of cases) {
  test(`extracts ${expected.join(', ')}`, (t) => t.deepEqual(extractReferences(text), expected));
}

test("each language version's own citation forms: paragrafo, punt, Spanish 50.2, lists and ranges of paragraphs, points of an annex", (t) => {
  const forms: [string, string[]][] = [
    ["l'articolo 5, paragrafo 1, lettera a), del regolamento", ['Art. 5(1)(a)']],
    ['art. 5, par. 1, lett. f)', ['Art. 5(1)(f)']],
    ['artikel 5, lid 1, punt a), van de AI-verordening', ['Art. 5(1)(a)']],
    ['el artículo 50.2 del RIA y el art. 5.1.a)', ['Art. 5(1)(a)', 'Art. 50(2)']],
    ['los artículos 6.1 y 6.2', ['Art. 6(1)', 'Art. 6(2)']],
    ['artículo 26, apartados 1 y 2', ['Art. 26(1)', 'Art. 26(2)']],
    ["l'article 99, paragraphes 3 à 5", ['Art. 99(3)', 'Art. 99(4)', 'Art. 99(5)']],
    ["de l'article 5, paragraphes 1 et 2 de l'article 50", ['Art. 5', 'Art. 50(1)', 'Art. 50(2)']],
    ['gli articoli da 8 a 11 del regolamento', ['Art. 10', 'Art. 11', 'Art. 8', 'Art. 9']],
    ["point 4 de l'annexe III, punto 5 dell'allegato III", ['Annex III(4)', 'Annex III(5)']],
    ['punto 4 del anexo III; punt 6 van bijlage III', ['Annex III(4)', 'Annex III(6)']],
    ['Nummer 4 des Anhangs III; Anhang III Nummer 5 Buchstabe a', ['Annex III(4)', 'Annex III(5)(a)']],
  ];
  t.deepEqual(misread(forms), []);
});

test('shorthand forms in six languages: a point without its parenthesis, Dutch ordinal paragraphs, French paragraph numbers, lists', (t) => {
  const forms: [string, string[]][] = [
    ['prohibited under Art. 5 para. 1 lit. a AI Act', ['Art. 5(1)(a)']],
    [
      'transparency duties of Article 50(1) and (2), and Article 53(1)(a) and (b)',
      ['Art. 50(1)', 'Art. 50(2)', 'Art. 53(1)(a)', 'Art. 53(1)(b)'],
    ],
    ['the obligations of Articles 53, 54 and 55', ['Art. 53', 'Art. 54', 'Art. 55']],
    ['Pflichten nach Art. 26 Abs. 1 und 2 KI-VO', ['Art. 26(1)', 'Art. 26(2)']],
    ["l'article 5.1.a du RIA ; les articles 53 et 55 du RIA", ['Art. 5(1)(a)', 'Art. 53', 'Art. 55']],
    ["les systèmes à haut risque relevant du 1 de l'article 6 du règlement", ['Art. 6(1)']],
    ["les pratiques mentionnées aux a et b du 1 de l'article 5 du règlement", ['Art. 5(1)(a)', 'Art. 5(1)(b)']],
    [
      'verboden door artikel 5 lid 1 onder a AI-verordening en artikel 26, eerste lid, van de AI-verordening',
      ['Art. 26(1)', 'Art. 5(1)(a)'],
    ],
    ['de artikelen 53 en 55 van de AI-verordening; artikel 5, lid 1, sub h', ['Art. 5(1)(h)', 'Art. 53', 'Art. 55']],
    ["l'articolo 5, paragrafo 1, lettera a del regolamento; gli articoli 53 e 55 dell'AI Act", ['Art. 5(1)(a)', 'Art. 53', 'Art. 55']],
    ['el artículo 5.1.a del RIA y los artículos 53 y 55 del RIA', ['Art. 5(1)(a)', 'Art. 53', 'Art. 55']],
  ];
  t.deepEqual(misread(forms), []);
});

test('lists in every language: articles with their paragraphs, points of one paragraph, annexes; a point of an article without paragraphs; definitions of Art. 3', (t) => {
  const forms: [string, string[]][] = [
    ['Articles 50(2) and 50(4) AI Act; Articles 53(1)(a) and 55(1)', ['Art. 50(2)', 'Art. 50(4)', 'Art. 53(1)(a)', 'Art. 55(1)']],
    ['Art. 5 Abs. 1 lit. a und b KI-VO', ['Art. 5(1)(a)', 'Art. 5(1)(b)']],
    ["l'article 5, paragraphe 1, points a) et b)", ['Art. 5(1)(a)', 'Art. 5(1)(b)']],
    ["l'articolo 5, paragrafo 1, lettere a) e b)", ['Art. 5(1)(a)', 'Art. 5(1)(b)']],
    ['el artículo 5, apartado 1, letras a) y b)', ['Art. 5(1)(a)', 'Art. 5(1)(b)']],
    ['Annexes III and IV; Anhang III und IV', ['Annex III', 'Annex IV']],
    ["l'article 113, point b)", ['Art. 113(b)']],
    ['Article 3(63) and Article 3, point (66)', ['Art. 3']],
  ];
  t.deepEqual(misread(forms), []);
  // A treaty's article or a regulation cited by its number alone is another act's.
  t.deepEqual(extractReferences('Article 16 of the Treaty and Article 35 of Regulation 2016/679'), []);
});

test('a range of articles inside a list is every article of the range, in six languages', (t) => {
  const eightToTen = ['Art. 10', 'Art. 8', 'Art. 9'];
  const forms: [string, string[]][] = [
    ['Articles 6, 9 and 12 to 14 of the AI Act', ['Art. 12', 'Art. 13', 'Art. 14', 'Art. 6', 'Art. 9']],
    ["les articles 6 et 8 à 10 du règlement sur l'IA", ['Art. 6', ...eightToTen].sort()],
    ['Artikel 6 und 8 bis 10 der KI-Verordnung', ['Art. 6', ...eightToTen].sort()],
    ['artikelen 6 en 8 tot en met 10 van de AI-verordening', ['Art. 6', ...eightToTen].sort()],
    ['gli articoli 6 e 8 a 10 del regolamento', ['Art. 6', ...eightToTen].sort()],
    ['los artículos 6, 8 a 10 y 50 del RIA', ['Art. 50', 'Art. 6', ...eightToTen].sort()],
    ['Articles 6 and 8–10', ['Art. 6', ...eightToTen].sort()],
  ];
  t.deepEqual(misread(forms), []);
});

test('articles named only inside a range are references but not cited by number: the range names a block', (t) => {
  const block = readReferences("Remplacer les mots : et aux articles 6 et 8 à 15 du règlement sur l'IA");
  t.deepEqual(block.references, ['Art. 10', 'Art. 11', 'Art. 12', 'Art. 13', 'Art. 14', 'Art. 15', 'Art. 6', 'Art. 8', 'Art. 9']);
  t.deepEqual(block.byNumber, ['Art. 6']);
  t.deepEqual(readReferences('Articles 8 to 15 of the AI Act, and human oversight under Article 14(4)').byNumber, ['Art. 14(4)']);
});

test('articles of the GDPR, of another regulation or of a national law, by name or number, in six languages, are not AI Act articles', (t) => {
  const otherActs = [
    'Article 9 of the General Data Protection Regulation and Articles 13 and 14 GDPR',
    'Art. 35 DS-GVO, Art. 9 Abs. 2 DS-GVO, Artikel 6 Absatz 1 Buchstabe f der Datenschutz-Grundverordnung',
    "l'article 6, paragraphe 1, du RGPD ; l'article 1er du règlement (UE) 2017/745 ; l'article L. 5211-2 du code de la santé publique",
    'artikel 35 van de AVG en artikel 22 van de Uitvoeringswet AVG',
    "l'articolo 35 del Regolamento (UE) 2016/679 e l'articolo 4 della legge 132/2025",
    'el artículo 6.1.f) del RGPD y el artículo 5 de la LOPDGDD',
  ];
  t.deepEqual(
    otherActs.map((text) => ({ text, got: extractReferences(text) })).filter(({ got }) => got.length > 0),
    [],
  );
  // The same forms citing the AI Act are kept.
  t.deepEqual(extractReferences("l'article 1er du règlement (UE) 2024/1689 ; l'articolo 4 del regolamento (UE) 2024/1689"), [
    'Art. 1',
    'Art. 4',
  ]);
});

test("a French law's Roman-numbered parts are its own articles' ('le I quater de l'article 8')", (t) => {
  t.deepEqual(
    extractReferences("Après le I quater de l'article 8, il est inséré un paragraphe ; au paragraphe 8 de l'article 74 du règlement"),
    ['Art. 74(8)'],
  );
});

test('references to other acts are not taken for AI Act references', (t) => {
  t.deepEqual(extractReferences('automated decisions under Article 22 GDPR and Art. 6 Abs. 1 lit. a DSGVO'), []);
  t.deepEqual(extractReferences('Article 3 of Directive (EU) 2019/790 and Article 15 of Regulation (EU) 2016/679'), []);
  t.deepEqual(extractReferences('Article 10 of Regulation (EU) 2024/1689'), ['Art. 10']);
  t.deepEqual(extractReferences("paragraphe 1 de l'article 6 du RGPD, comma 1 dell'articolo 22 del GDPR"), []);
});

test("a national bill's own articles, and the national articles it amends, are not AI Act references", (t) => {
  t.deepEqual(extractReferences("Amendement N° 284 (Article additionnel après l'article 24)"), []);
  t.deepEqual(extractReferences("L'article 16 est complété par un alinéa ; l'article 43 du règlement (UE) 2024/1689"), ['Art. 43']);
  t.deepEqual(extractReferences("L'articolo 8 è sostituito dal seguente; El artículo 5 queda redactado como sigue"), []);
  t.deepEqual(extractReferences('Artikel 12 wordt gewijzigd; Artikel 3 wird wie folgt geändert'), []);
});

test('references to provisions that do not exist are dropped', (t) => {
  t.deepEqual(extractReferences('Article 200, Art. 5(9), Annex XIV and Annex III(9)'), []);
  t.deepEqual(extractReferences('published on 24 July 2026 in Annex III 2026'), ['Annex III']);
});

test('a paragraph in parentheses after the article word of any language is that paragraph, not the article alone; further ones joined in any language are read too', (t) => {
  // Given the parenthesised form trackers use in every language, when references are read, then the paragraph is kept.
  t.deepEqual(extractReferences('Kennzeichnung nach Artikel 50(2) KI-VO'), ['Art. 50(2)']);
  t.deepEqual(extractReferences("l'articolo 26(7) dell'AI Act; el artículo 27(1) del RIA"), ['Art. 26(7)', 'Art. 27(1)']);
  t.deepEqual(extractReferences('Art. 50(2) und (4) KI-VO; article 73(1) et (2)'), [
    'Art. 50(2)',
    'Art. 50(4)',
    'Art. 73(1)',
    'Art. 73(2)',
  ]);
  t.deepEqual(extractReferences('artikel 99(3) of (4) van de AI-verordening'), ['Art. 99(3)', 'Art. 99(4)']);
  t.deepEqual(extractReferences('Artikel 22(1) AVG en articolo 6(1) del GDPR'), []);
});

test('the Spanish dotted form with several points of one paragraph names each point', (t) => {
  t.deepEqual(extractReferences('las prácticas del artículo 5.1.a), b) y c) del RIA'), ['Art. 5(1)(a)', 'Art. 5(1)(b)', 'Art. 5(1)(c)']);
  t.deepEqual(extractReferences("l'art. 5.1.e) e f) dell'AI Act"), ['Art. 5(1)(e)', 'Art. 5(1)(f)']);
});

test("the AI Act's articles called sections in English, and a paragraph and point set off by commas alone, are read", (t) => {
  t.deepEqual(extractReferences('carried out in compliance with section 70 and section 78 of the EU AI Act'), ['Art. 70', 'Art. 78']);
  t.deepEqual(extractReferences('sections 50(2) and 52 of the Artificial Intelligence Act'), ['Art. 50(2)', 'Art. 52']);
  // A section of another act stays that act's.
  t.deepEqual(extractReferences('section 5 of the Data Protection Act 2018 and section 70 of the Act'), []);
  t.deepEqual(extractReferences("la portée des dispositions de l'article 53, 1, d (modèle de résumé)"), ['Art. 53(1)(d)']);
  t.deepEqual(extractReferences("l'article 5, 1, a) du RGPD"), []);
});

test("the points of an annex's point named before it, as French, Italian, Spanish and Dutch drafting name them, are each that point", (t) => {
  t.deepEqual(extractReferences("les systèmes d'IA à haut risque mentionnés au a du point 8 de l'annexe III de ce même règlement"), [
    'Annex III(8)(a)',
  ]);
  t.deepEqual(extractReferences("mentionnés au b et au c du point 5 de l'annexe III lorsque ces systèmes sont mis sur le marché"), [
    'Annex III(5)(b)',
    'Annex III(5)(c)',
  ]);
  t.deepEqual(extractReferences("i sistemi di cui alle lettere b) e c) del punto 5 dell'allegato III"), [
    'Annex III(5)(b)',
    'Annex III(5)(c)',
  ]);
  t.deepEqual(extractReferences('los sistemas mencionados en la letra a) del punto 8 del anexo III'), ['Annex III(8)(a)']);
  t.deepEqual(extractReferences('de systemen bedoeld onder a van punt 8 van bijlage III'), ['Annex III(8)(a)']);
});
