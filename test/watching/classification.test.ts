import test from 'ava';
import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { SourceDefinition } from '../../src/domain/source.js';
import { projectPath } from '../../src/runtime/paths.js';
import { createClassifier, shippedClassifier } from '../../src/watching/classify.js';
import type { PublicationLanguage } from '../../src/domain/vocabulary.js';
import { classifyLabelled, evaluate, loadLabelledSet } from '../../scripts/classification-evaluation.js';

const { classify, isRelevant } = shippedClassifier();
const eu = { event_type: 'guidance' as const };
const item = (title: string, text = '') => `${title}\n\n${text}`;

// ---------------------------------------------------------------- the held-out part

/**
 * Floors for the held-out part of data/evaluation/publications.json, at or just below what the
 * shipped rules reach there (docs/classification.md gives the figures; the targets are
 * higher): a rule change that loses ground on publications it was not tuned on fails here.
 */
const HELD_OUT_FLOORS = {
  // Lowered when new held-out items, labelled blind, moved a figure under unchanged rules (never for a rule):
  // sixth audit (a blind second editor's disagreements adjudicated; three held-out items now irrelevant that the
  // rules of 4747262 call relevant): relevance precision 0.899 → 0.887, floor 0.89 → 0.88. Twenty-sixth collection,
  // part A (10 held-out items, 5 relevant, severity 2 of 5 under unchanged rules): severity 0.757 → 0.746, floor 0.75 → 0.74;
  // references recall 0.921 → 0.826 (3 of the 8 references those items name are read), floor 0.92 → 0.82.
  // Part B (5 held-out items, 2 relevant): topics macro-F1 0.805 → 0.796, floor 0.80 → 0.79. Seventh audit (a blind
  // second editor on every item, disagreements adjudicated): relevance precision 0.883 → 0.879, floor 0.88 → 0.87;
  // topics macro-F1 0.796 → 0.7897 (24 held-out items gained or lost a topic), floor 0.79 → 0.78.
  // twenty-fifth collection, 384 items: topics macro-F1 0.81 → 0.80 (the rules of 6f958a5 give those items 0.798,
  // this pass's 0.802); references recall raised to 0.92, which both hold. Twenty-fourth collection and the fifth
  // audit, 376 items: severity 0.76 → 0.75 (the rules of 6f958a5 give those items 0.756, as this pass's do). Twentieth to twenty-third collections, 362 items: relevance precision 0.90 → 0.89 (the rules of 167c2f6 give
  // those items 0.891, this pass's 0.897). Raised where this pass's rules hold more on the same 362 items: recall
  // 0.938 → 0.962, topics macro-F1 0.792 → 0.812, references 0.941 / 0.914. (Fifteenth to nineteenth collections
  // and the fourth audit, 327 items: relevance precision 0.92 → 0.90, topics macro-F1 0.81 → 0.79, severity 0.77
  // → 0.76, references recall 0.95 → 0.90; eleventh to fourteenth, 277 items: relevance precision 0.93 → 0.92,
  // recall 0.96 → 0.95, topics macro-F1 0.83 → 0.81, severity 0.83 → 0.77, within one level 0.95 → 0.93.)
  relevancePrecision: 0.87,
  relevanceRecall: 0.96,
  topicsMacroF1: 0.78,
  eventTypeAccuracy: 0.94,
  severityAccuracy: 0.74,
  severityWithinOne: 0.93,
  criticalPrecision: 1,
  referencesPrecision: 0.94,
  referencesRecall: 0.82,
};

test('the held-out figures do not fall below their floors', (t) => {
  const heldOut = evaluate(classifyLabelled(loadLabelledSet()))['held-out'].all;
  t.true(heldOut.relevantItems >= 80, `only ${heldOut.relevantItems} relevant held-out items`);
  const measured = {
    relevancePrecision: heldOut.relevance.precision,
    relevanceRecall: heldOut.relevance.recall,
    topicsMacroF1: heldOut.topicsMacroF1,
    eventTypeAccuracy: heldOut.eventTypeAccuracy,
    severityAccuracy: heldOut.severityAccuracy,
    severityWithinOne: heldOut.severityWithinOne,
    criticalPrecision: heldOut.critical.precision,
    referencesPrecision: heldOut.references.precision,
    referencesRecall: heldOut.references.recall,
  };
  for (const [name, floor] of Object.entries(HELD_OUT_FLOORS)) {
    const value = measured[name as keyof typeof measured];
    t.true(value + 1e-9 >= floor, `${name} ${value.toFixed(3)} < ${floor}`);
  }
});

// ---------------------------------------------------------------- the decision

test('a date mentioned in guidance, an FAQ or a call for input is never critical', (t) => {
  const guideline = classify(
    item(
      'Commission publishes guidelines on prohibited AI practices',
      'The prohibitions apply from 2 February 2025. The Court of Justice has the final say on interpretation.',
    ),
    eu,
  );
  t.like(guideline, { kind: 'final_guidance', severity: 'high', eventType: 'guidance' });
  t.not(
    classify(
      item(
        'Call for input on the transition to the application of the AI Act',
        'Obligations for high-risk AI systems apply from 2 August 2026.',
      ),
      eu,
    ).severity,
    'critical',
  );
  t.not(
    classify(item('Frequently asked questions on the AI Act', 'The rules on general-purpose AI models apply from 2 August 2025.'), eu)
      .severity,
    'critical',
  );
});

test('obligations starting to apply now, in any language, are critical', (t) => {
  t.like(
    classify(item('AI Act: first rules are now applicable', 'As of today, the prohibitions and the AI literacy obligations apply.'), eu),
    { severity: 'critical', status: 'applying_now' },
  );
  t.is(classify(item('KI-Verordnung: Verbote gelten ab heute', ''), { event_type: 'national', language: 'de' }).severity, 'critical');
  t.is(
    classify(item("Les obligations pour les modèles d'IA à usage général sont désormais applicables", ''), {
      event_type: 'national',
      language: 'fr',
    }).severity,
    'critical',
  );
});

test('an adopted act that moves application dates is critical; the proposal to move them is medium', (t) => {
  t.like(
    classify(
      item(
        'Regulation (EU) 2026/1744 amending Regulation (EU) 2024/1689 (Digital Omnibus on AI)',
        'The application of the rules for high-risk AI systems is postponed to December 2027.',
      ),
      { event_type: 'meta' },
    ),
    {
      kind: 'binding_act',
      severity: 'critical',
      eventType: 'meta',
    },
  );
  t.like(classify(item('Commission proposes Digital Omnibus to postpone high-risk rules of the AI Act', ''), eu), {
    kind: 'draft',
    severity: 'medium',
  });
});

test('a law named in a title is no adopted act; its formal citation is', (t) => {
  const national = (language: 'de' | 'it' | 'fr' | 'es') => ({ event_type: 'national' as const, language });
  t.not(
    classify(item('108. Konferenz: Beschlüsse zu KI, BKA-Gesetz und Onlinezugangsgesetz', ''), national('de')).kind,
    'binding_act',
    'a law among the subjects of a news item',
  );
  t.like(classify(item('LEGGE 23 settembre 2025, n. 132 - Disposizioni in materia di intelligenza artificiale', ''), national('it')), {
    kind: 'binding_act',
    severity: 'high',
  });
  t.not(
    classify(
      item('Intelligenza artificiale e imprese', 'Ai sensi della legge 132/2025, le imprese devono formare il personale.'),
      national('it'),
    ).kind,
    'binding_act',
    'a law cited in the text is not the act itself',
  );
  t.like(classify(item('LOI n° 2024-449 du 21 mai 2024 visant à sécuriser et à réguler l’espace numérique', ''), national('fr')), {
    kind: 'binding_act',
  });
  t.like(classify(item('Proposición de Ley Orgánica 3/2025 de regulación de las simulaciones generadas por IA', ''), national('es')), {
    kind: 'draft',
    severity: 'medium',
  });
});

test("only a harmonised standard or a standardisation request is high; a standards body's news is low", (t) => {
  const body = { event_type: 'standard' as const };
  t.like(classify(item('JTC 21 welcomes its new chair', 'The committee develops European standards for the AI Act.'), body), {
    kind: 'standard',
    severity: 'low',
  });
  t.like(classify(item('prEN 18286 Quality management system for EU AI Act regulatory purposes', 'Public enquiry.'), body), {
    severity: 'medium',
  });
  t.like(classify(item('EN 18286:2026 Quality management system for EU AI Act regulatory purposes', 'Published.'), body), {
    severity: 'high',
  });
  t.false(
    classify(item('prEN 18229-1 AI trustworthiness framework - Part 1: Logging', 'Logging and risk management.'), body).topics.includes(
      'high-risk',
    ),
    'a standard on logging is not high-risk unless it says so (rubric T1)',
  );
  t.true(
    classify(
      item('prEN 18282 Cybersecurity specifications for AI systems', 'Ensures the cybersecurity of high-risk AI systems.'),
      body,
    ).topics.includes('high-risk'),
  );
});

test('a fine imposed is an enforcement action; the penalties a law provides are not', (t) => {
  const national = (language: 'de' | 'it' | 'nl') => ({ event_type: 'national' as const, language });
  t.not(
    classify(item('Bußgeldvorschriften im KI-Marktüberwachungsgesetz', 'Bußgelder bis 35 Millionen Euro.'), national('de')).severity,
    'high',
  );
  t.like(classify(item('Datenschutzbehörde verhängt Bußgeld gegen KI-Anbieter', ''), national('de')), {
    kind: 'enforcement_action',
    severity: 'high',
  });
  t.like(classify(item('ChatGPT: sanzione di 15 milioni di euro a OpenAI', ''), national('it')), {
    kind: 'enforcement_action',
    severity: 'high',
  });
  t.not(classify(item('Le sanzioni previste dalla legge sull’intelligenza artificiale', ''), national('it')).severity, 'high');
});

test('meetings and webinars are info whatever else they name', (t) => {
  t.like(
    classify(
      item(
        'Webinar: the guidelines on serious incident reporting',
        'Register for the webinar on the draft guidelines and the fines of Article 99.',
      ),
      eu,
    ),
    { kind: 'meeting', severity: 'info' },
  );
  t.is(classify(item('Sitzung des KI-Gremiums', 'Das KI-Gremium berät über Leitlinien.'), { ...eu, language: 'de' }).severity, 'info');
  t.is(
    classify(item('Informationsveranstaltung zur KI-Verordnung', ''), { event_type: 'national', language: 'de' }).severity,
    'info',
    'the tail of a German compound',
  );
});

test("a national authority's page informs unless it says it is news; an interview quoted in the title is news", (t) => {
  const national = { event_type: 'national' as const, language: 'de' as const, topics: ['national-de' as const] };
  t.like(classify(item('Datenschutz und KI', 'Was Verantwortliche beim Einsatz von KI-Systemen beachten müssen.'), national), {
    kind: 'news',
    severity: 'medium',
  });
  t.like(
    classify(item('AI-geletterdheid: organisaties moeten zorgen voor voldoende kennis', ''), {
      event_type: 'national',
      language: 'nl',
    }),
    { severity: 'medium' },
    'Dutch "zorgen voor" is ensuring, not concern',
  );
  t.like(classify(item('Landesbeauftragte veröffentlicht Tätigkeitsbericht 2024', 'Schwerpunkte waren KI und Datenschutz.'), national), {
    severity: 'low',
  });
  t.like(
    classify(
      item('Präsidentin (BNetzA): „Die KI-Aufsicht muss schlank sein“', 'Im Gespräch über die Sanktionen der KI-Verordnung.'),
      national,
    ),
    { kind: 'news', severity: 'low' },
  );
});

test('known keyword collisions give the right topics', (t) => {
  const incident = classify(item('Guidance on serious incident reporting for high-risk AI systems'), eu).topics;
  t.true(incident.includes('enforcement'));
  t.false(incident.includes('cybersecurity'), 'a serious incident is not a cybersecurity matter');
  const literacy = classify(
    item('AI literacy: questions and answers', 'Article 4 requires providers and deployers to ensure AI literacy of their staff.'),
    eu,
  ).topics;
  t.false(literacy.includes('human-oversight'), 'AI literacy is not human oversight');
  t.true(literacy.includes('meta'));
  const bodies = classify(
    item('Guidelines on transparency obligations', 'The Commission consulted providers, civil society and standardisation bodies.'),
    eu,
  );
  t.false(bodies.topics.includes('standards'), 'a mention of standardisation bodies is not about standards');
  t.not(bodies.eventType, 'standard');
});

test('words that stem alike are not the same evidence', (t) => {
  const national = (language: 'fr' | 'it' | 'de') => ({ event_type: 'national' as const, language });
  const amendment = classify(
    item('Amendement n° 12 au projet de loi', "Cet amendement précise la portée de l'article 3 du projet de loi."),
    national('fr'),
  );
  t.false(amendment.topics.includes('enforcement'), 'a French amendement is not an amende (fine)');
  t.is(amendment.kind, 'draft');
  t.true(classify(item('La CNIL inflige une amende de 50 000 euros'), national('fr')).topics.includes('enforcement'));
  t.false(
    classify(item('Guidelines on the AI system definition', 'The guidelines explain the elements of the definition.'), eu).topics.includes(
      'transparency',
    ),
    '"explain" is not explainability',
  );
  t.false(
    classify(
      item(
        'Disposizioni in materia di intelligenza artificiale (Esame e rinvio)',
        "Prosegue l'esame sulle sanzioni e sull'autorità di vigilanza.",
      ),
      national('it'),
    ).topics.includes('meta'),
    'a committee adjourning its examination is not a postponement of the Act',
  );
  t.false(
    classify(
      item('Landesdatenschutzbehörden fordern KI-Aufsicht', 'Die Landesdatenschutzbehörden äußern sich zur KI-Verordnung.'),
      national('de'),
    ).topics.includes('data-governance'),
    "a data protection authority's own name is not evidence of data protection",
  );
  t.false(
    classify(item('Guide on human oversight of high-risk AI systems', 'Deployers organise human oversight.'), eu).topics.includes(
      'enforcement',
    ),
    'human oversight is not enforcement',
  );
});

test('severity follows what an item is: a first reading is a bill, a final report is news', (t) => {
  const italian = { event_type: 'national' as const, language: 'it' as const };
  t.is(classify(item("Disegno di legge sull'intelligenza artificiale approvato in prima lettura"), italian).severity, 'medium');
  t.is(classify(item('Final report of the AI Board subgroup on AI literacy'), { event_type: 'meta' as const }).severity, 'low');
});

test('an item about the Act as a whole has meta alongside its other topics', (t) => {
  t.deepEqual(
    classify(
      item('The AI Act enters into force', 'The rules for general-purpose AI models and high-risk AI systems will apply in stages.'),
      eu,
    ).topics.includes('meta'),
    true,
  );
  const de = { event_type: 'national' as const, language: 'de' as const, topics: ['national-de' as const] };
  t.true(
    classify(item('Einordnung der KI-Verordnung', 'Die BfDI erläutert die Pflichten.'), de).topics.includes('meta'),
    'the Act in general',
  );
  t.true(classify(item('AI-verordening gaat in', ''), { event_type: 'national', language: 'nl' }).topics.includes('meta'));
  t.false(
    classify(item('Nationale Umsetzung des AI Act in Deutschland', ''), de).topics.includes('meta'),
    'its national implementation is not the Act as a whole (T4)',
  );
  t.false(
    classify(item('AI Act: guidelines on prohibited AI practices', ''), eu).topics.includes('meta'),
    'a title naming a topic of the Act is about that topic',
  );
});

test('topics are read in six languages', (t) => {
  const national = (language: 'de' | 'fr' | 'nl' | 'it' | 'es') => ({ event_type: 'national' as const, language });
  t.true(classify(item('Hochrisiko-KI-Systeme: Leitlinien'), national('de')).topics.includes('high-risk'));
  t.true(classify(item("Les systèmes d'IA à haut risque et la protection des données"), national('fr')).topics.includes('high-risk'));
  t.true(classify(item('Toezicht op verboden AI-praktijken'), national('nl')).topics.includes('prohibited'));
  t.true(classify(item('Linee guida sui sistemi ad alto rischio'), national('it')).topics.includes('high-risk'));
  t.true(
    classify(item('Entorno controlado de pruebas para sistemas de inteligencia artificial'), national('es')).topics.includes('sandbox'),
  );
  t.true(
    classify(item('Linee guida sui sistemi ad alto rischio'), national('fr')).topics.includes('high-risk'),
    'read in the language it is written in, whatever its source declares',
  );
  const dataGovernance = [
    item(
      'La AEPD publica orientaciones sobre tratamientos que incorporan inteligencia artificial',
      'Base jurídica y responsable del tratamiento.',
    ),
    item("Addestramento dell'intelligenza artificiale: il diritto di opposizione", ''),
    item("Systèmes d'IA : réaliser une AIPD", ''),
    item('KI-Training mit Nutzerdaten', ''),
    item('Datalek bij een AI-chatbot', ''),
  ];
  for (const [i, language] of (['es', 'it', 'fr', 'de', 'nl'] as const).entries()) {
    t.true(classify(dataGovernance[i]!, national(language)).topics.includes('data-governance'), `data governance in ${language}`);
  }
  t.false(
    classify(item('Plan de inteligencia artificial', 'Principios de transparencia y responsabilidad.'), national('es')).topics.includes(
      'transparency',
    ),
    'transparency as a value (T5)',
  );
  t.true(classify(item('Obblighi di trasparenza per i sistemi di IA'), national('it')).topics.includes('transparency'));
  t.true(
    classify(item('Chatbots: la CNIL ouvre une procédure', 'Le RGPD s’applique aussi aux chatbots.'), national('fr')).topics.includes(
      'data-governance',
    ),
    'the GDPR named beside another topic of the title',
  );
  t.true(
    classify(
      item('Preguntas frecuentes del sandbox', 'Participan proveedores de sistemas de IA de alto riesgo.'),
      national('es'),
    ).topics.includes('high-risk'),
    'the defined concept named beside another topic of the title',
  );
  t.true(classify(item('Normungsroadmap Künstliche Intelligenz'), national('de')).topics.includes('standards'));
  t.true(classify(item('Standaardisatie van AI-systemen'), national('nl')).topics.includes('standards'));
  t.false(
    classify(item('Chatbot van de gemeente', 'Een chatbot beantwoordt vragen.'), national('nl')).topics.includes('gpai'),
    'a chatbot is no GPAI model',
  );
});

// ---------------------------------------------------------------- relevance

test('the source keyword filter reads the source language, whole words only', (t) => {
  const english = { keywords: ['2024/1689', 'artificial intelligence', 'AI Act'] };
  t.true(isRelevant('Regulation (EU) 2026/1744 amending Regulation (EU) 2024/1689', english));
  t.false(isRelevant('fishing opportunities for herring in the Baltic Sea', english));
  t.false(isRelevant('the AI Actors network', english), 'whole words only');
  const dutch = { language: 'nl' as const, keywords: ['AI-verordening', 'algoritme*', 'kunstmatige intelligentie'] };
  t.true(isRelevant('Nieuwe regels uit de AI-verordening voor hoog-risico AI', dutch));
  t.true(isRelevant('Toezicht op algoritmes bij de overheid', dutch));
  t.false(isRelevant('Frequentiebeleid voor 5G', dutch));
  t.true(isRelevant('anything at all about the AI Act', {}), 'no keywords: every item about the Act is relevant');
});

test('a preamble that cites the Act in a resolution on another subject is no evidence (R2), in every language', (t) => {
  // Given a resolution on another subject whose only mention of the Act is its citation in the preamble,
  // when its source's keywords are read, then it is not about the Act; one that is about the Act stays relevant.
  const keywords = { keywords: ['2024/1689', 'AI Act', 'regolamento (UE) 2024/1689'] };
  const cited: [string, string, string][] = [
    [
      'en',
      'Resolution on the welfare of animals during transport',
      'Having regard to Regulation (EU) 2024/1689 and to Council Regulation (EC) No 1/2005, calls for shorter journeys.',
    ],
    [
      'fr',
      'Résolution européenne sur les retours dans le commerce en ligne',
      'Vu le règlement (UE) 2024/1689 du Parlement européen et du Conseil, vu la directive 2011/83/UE, le Sénat demande des règles sur les retours.',
    ],
    [
      'de',
      'Beschluss zur Digitalisierung der Verwaltung',
      'Gestützt auf die Verordnung (EU) 2024/1689 und das Onlinezugangsgesetz beschließt der Landtag digitale Akten.',
    ],
    [
      'nl',
      'Motie over toegankelijke overheidswebsites',
      'Gelet op Verordening (EU) 2024/1689 en de Wet digitale overheid verzoekt de Kamer de regering om toegankelijke websites.',
    ],
    [
      'it',
      'Risoluzione sulla tutela dei consumatori',
      'Visto il regolamento (UE) 2024/1689, visto il regolamento (UE) 2022/2065, si chiedono regole sui resi.',
    ],
    [
      'es',
      'Resolución sobre la seguridad hospitalaria',
      'Visto el Reglamento (UE) 2024/1689 y el Reglamento (UE) 2016/679, el Pleno insta al Gobierno a reforzar la seguridad de los hospitales.',
    ],
  ];
  for (const [language, title, text] of cited) t.false(isRelevant(item(title, text), { ...keywords, language: language as 'en' }), title);
  t.true(
    isRelevant(
      item(
        'Résolution européenne sur la gouvernance de l’IA',
        'Vu le règlement (UE) 2024/1689, le Sénat demande de désigner les autorités compétentes au titre du règlement (UE) 2024/1689.',
      ),
      { ...keywords, language: 'fr' },
    ),
    'the Act cited again outside the preamble',
  );
  t.true(
    isRelevant(
      item('Resolution on the implementation of the AI Act', 'Having regard to Regulation (EU) 2024/1689, calls on the AI Office to act.'),
      keywords,
    ),
  );
});

test('an act on AI funding whose recital introduces the Act by the end of its full title and its short title in brackets names no regulation (R2), in every language', (t) => {
  // The development part held Council Regulation 2024/1732 (a EuroHPC initiative for AI start-ups) in German: its
  // first recital introduces the Act as "Vorschriften für künstliche Intelligenz („Verordnung über künstliche
  // Intelligenz“)", the title as it is cited, which made the short name evidence of the Act against the funding.
  const funding: [string, string, string][] = [
    [
      'en',
      'Council Regulation on EuroHPC supercomputers for AI start-ups',
      '(1) The Regulation on harmonised rules on artificial intelligence (Artificial Intelligence Act) aims to improve the internal market.',
    ],
    [
      'de',
      'Verordnung des Rates zu EuroHPC-Supercomputern für KI-Start-ups',
      '(1) Mit der Verordnung zur Festlegung harmonisierter Vorschriften für künstliche Intelligenz („Verordnung über künstliche Intelligenz“) soll der Binnenmarkt verbessert werden.',
    ],
    [
      'fr',
      'Règlement du Conseil sur les supercalculateurs EuroHPC pour les start-up de l’IA',
      "(1) Le règlement établissant des règles harmonisées concernant l'intelligence artificielle (règlement sur l'intelligence artificielle) vise à améliorer le marché intérieur.",
    ],
    [
      'nl',
      'Verordening van de Raad over EuroHPC-supercomputers voor AI-start-ups',
      '(1) De verordening tot vaststelling van geharmoniseerde regels betreffende artificiële intelligentie (verordening artificiële intelligentie) beoogt de interne markt te verbeteren.',
    ],
    [
      'it',
      'Regolamento del Consiglio sui supercalcolatori EuroHPC per le start-up di IA',
      "(1) Il regolamento che stabilisce regole armonizzate sull'intelligenza artificiale (regolamento sull'intelligenza artificiale) mira a migliorare il mercato interno.",
    ],
    [
      'es',
      'Reglamento del Consejo sobre los superordenadores EuroHPC para las start-ups de IA',
      '(1) El Reglamento por el que se establecen normas armonizadas en materia de inteligencia artificial (Reglamento de Inteligencia Artificial) tiene por objeto mejorar el mercado interior.',
    ],
  ];
  const relevant = funding.filter(([language, title, text]) => isRelevant(item(title, text), { language: language as 'en' }));
  t.deepEqual(relevant, [], 'these funding acts read relevant');
  t.true(
    isRelevant(
      item(
        'Verordnung des Rates zu EuroHPC-Supercomputern für KI-Start-ups',
        'Die Start-ups müssen die Verordnung über künstliche Intelligenz einhalten.',
      ),
      { language: 'de' },
    ),
    'the short title named outside the citation is evidence still',
  );
});

test('an acronym keyword wants capitals: the Italian preposition "ai" is not AI', (t) => {
  const italian = { language: 'it' as const, keywords: ['AI', 'intelligenza artificiale'] };
  t.false(isRelevant(item('Provvedimento del 7 marzo 2024', "Reclamo presentato ai sensi dell'art. 77 del Regolamento."), italian));
  t.true(isRelevant(item('AI Act: le nuove regole', ''), italian));
});

test('AI policy that is not regulation stays out, unless it names the regulation', (t) => {
  const keywords = { keywords: ['artificial intelligence', 'AI Act'] };
  t.false(isRelevant('Commission selects new AI factories to boost artificial intelligence', keywords));
  t.false(isRelevant('InvestAI: mobilising investment in artificial intelligence gigafactories', keywords));
  t.true(isRelevant('AI factories will help start-ups comply with the AI Act', keywords));
});

/** An authority's feed filtered on AI words (and the language's own), as the sources with wider remits are. */
const filtered = (language: 'en' | 'de' | 'fr' | 'nl' | 'it' | 'es', ...words: string[]) => ({ language, keywords: ['AI', ...words] });

test('other digital files, in each language version’s words, and wish lists for a coming government are not AI regulation (R1, R2), unless they name the Act', (t) => {
  // Given an authority's feed filtered on AI words, when an item is about another file or a coalition's programme, then it stays out.
  const out: [string, ReturnType<typeof filtered>][] = [
    [item('Cyber Resilience Act: new duties for connected products', 'Products with AI components are covered too.'), filtered('en')],
    [item('Produkthaftungsrichtlinie: Software gilt als Produkt', 'Auch KI-Software fällt darunter.'), filtered('de', 'KI')],
    [item('Le règlement sur la cyberrésilience publié', 'Les produits intégrant de l’IA sont concernés.'), filtered('fr', 'IA')],
    [
      item('Toezichthouder stuurt brief aan informateur', 'Ook veilige toepassingen van AI verdienen aandacht van het nieuwe kabinet.'),
      filtered('nl'),
    ],
    [item('Il Garante al nuovo governo: le priorità', 'Anche l’IA tra i temi del programma di governo.'), filtered('it', 'IA')],
    [item('Entra en vigor el Reglamento de Gobernanza de Datos', 'Facilita datos para entrenar la IA.'), filtered('es', 'IA')],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  // The same files named beside the Act are about it.
  t.true(isRelevant(item('Cyber Resilience Act and AI Act: how they fit', 'High-risk AI systems under both.'), filtered('en')));
  t.true(isRelevant(item('Brief aan informateur', 'Het nieuwe kabinet moet het toezicht op de AI-verordening regelen.'), filtered('nl')));
});

test('a speech or digital accessibility is not AI regulation (R2, other files), unless it names the Act', (t) => {
  // Given a ministry's or the Commission's feed filtered on AI words, when a speech speaks of AI in general, then it stays out.
  const out: [string, ReturnType<typeof filtered>][] = [
    [
      item("Speech by the Executive Vice-President on Europe's digital future", 'She spoke about AI, chips and connectivity.'),
      filtered('en'),
    ],
    [item('Rede der Ministerin zur Digitalpolitik', 'Die Ministerin sprach über KI und Rechenleistung.'), filtered('de', 'KI')],
    [item("Discours du Premier ministre sur l'intelligence artificielle", "L'ambition française en IA."), filtered('fr', 'IA')],
    [item('Toespraak van de staatssecretaris over kunstmatige intelligentie', 'Kansen van AI voor de economie.'), filtered('nl')],
    [item('Accessibilità digitale: le nuove linee guida AgID', "Anche gli strumenti basati sull'IA."), filtered('it', 'IA')],
    [item('Discurso del ministro en el Foro de inteligencia artificial', 'El ministro destacó la IA.'), filtered('es', 'IA')],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  t.true(isRelevant(item('Speech by the Commissioner on the AI Act', 'The AI Act enters into application.'), filtered('en')));
});

test("an institution's plan or work programme and an AI week are not AI regulation (R2), unless they name the Act", (t) => {
  // Given an authority's feed filtered on AI words, when a plan, a work programme or a themed week names AI among
  // its subjects, then it stays out: the development part held AgID's IT plan and a state DPA's "KI-Woche".
  const out: [string, ReturnType<typeof filtered>][] = [
    [item('Work programme 2026–2027 adopted', 'Among its priorities: AI and new technologies.'), filtered('en')],
    [item('Arbeitsprogramm der Behörde für 2026', 'Ein Schwerpunkt ist der Einsatz von KI in der Verwaltung.'), filtered('de', 'KI')],
    [item('Le plan triennal de l’agence du numérique', 'L’IA dans les services publics figure parmi les axes.'), filtered('fr', 'IA')],
    [item('Meerjarenplan 2026-2030', 'De inspectie kijkt ook naar AI in digitale infrastructuur.'), filtered('nl')],
    [
      item('Aggiornato il Piano triennale per l’informatica nella PA', 'Rivista la sezione sull’intelligenza artificiale.'),
      filtered('it', 'IA'),
    ],
    [item('Semana de la IA 2025: charlas y talleres', 'Debates sobre los efectos sociales de la IA.'), filtered('es', 'IA')],
    [item('KI-Woche 2025: Wer nutzt KI?', 'Vorträge und Diskussionen zu Datenschutz und KI.'), filtered('de', 'KI')],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  // The same plan or week named beside the Act is about it.
  t.true(isRelevant(item('Arbeitsprogramm 2026', 'Die Behörde bereitet die Aufsicht nach der KI-Verordnung vor.'), filtered('de', 'KI')));
  t.true(isRelevant(item("Settimana dell'IA: il regolamento sull'IA spiegato alle imprese", ''), filtered('it', 'IA')));
});

test('a law or decree that regulates the use of AI is AI regulation, in every language, though its preamble names a digital strategy (R2); one that promotes AI is not', (t) => {
  // Given a regional decree that regulates AI use in its administration, when its preamble names the strategy it
  // implements, then it is kept: the development part held the Asturian Decree 98/2025.
  const regulates: [string, ReturnType<typeof filtered>][] = [
    [item('Decree 12/2025 regulating the use of AI in the regional administration', 'It implements the digital strategy.'), filtered('en')],
    [
      item('Verordnung zur Regelung des Einsatzes von KI in der Landesverwaltung', 'Sie setzt die Digitalstrategie um.'),
      filtered('de', 'KI'),
    ],
    [item("Décret encadrant l'usage de l'IA dans l'administration", 'Il met en œuvre la stratégie numérique.'), filtered('fr', 'IA')],
    [item('Besluit met regels voor het gebruik van AI door de provincie', 'Het voert de digitale strategie uit.'), filtered('nl')],
    [
      item("Legge regionale che disciplina l'uso dell'intelligenza artificiale (IA) nella Regione", 'Attua la strategia digitale.'),
      filtered('it', 'IA'),
    ],
    [
      item(
        'Decreto por el que se regula el uso de la inteligencia artificial (IA) en la Administración',
        'Ejecuta la Estrategia de Transformación Digital.',
      ),
      filtered('es', 'IA'),
    ],
  ];
  for (const [text, params] of regulates) t.true(isRelevant(text, params), text);
  // A law that promotes AI under a strategy is AI policy (R2).
  t.false(
    isRelevant(
      item("Legge regionale per promuovere l'utilizzo dell'intelligenza artificiale (IA)", 'Attua la strategia digitale.'),
      filtered('it', 'IA'),
    ),
  );
});

test("freedom of information and a DPO network are a data protection authority's other subjects: out when AI is named in passing, kept when the title names AI", (t) => {
  // Given a DPA's feed filtered on AI words, when the item is about access to documents or its network of data
  // protection officers and names AI in its text only, then it stays out (a BfDI speech, an EDPS-DPO meeting).
  const out: [string, ReturnType<typeof filtered>][] = [
    [
      item('EDPS-DPO network meets in Luxembourg', 'A presentation covered artificial intelligence technologies.'),
      filtered('en', 'artificial intelligence'),
    ],
    [
      item('Zukunftsorientierte Informationsfreiheitspolitik', 'KI-Modelle können bei der Bearbeitung von Anträgen helfen.'),
      filtered('de', 'KI'),
    ],
    [item('Accès aux documents administratifs : le bilan', 'L’IA pourrait accélérer le traitement des demandes.'), filtered('fr', 'IA')],
    [item('Nieuwe afspraken over de Wet open overheid', 'AI kan helpen bij het lakken van documenten.'), filtered('nl')],
    [item('Accesso civico: le nuove regole', "Anche l'IA può aiutare le amministrazioni a rispondere."), filtered('it', 'IA')],
    [
      item('Informe sobre la Ley de Transparencia', 'La IA puede agilizar las solicitudes de acceso a la información pública.'),
      filtered('es', 'IA'),
    ],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  t.true(
    isRelevant(item('KI in der Verwaltung und Informationsfreiheitsgesetz', 'Automatisierte Bescheide mit KI.'), filtered('de', 'KI')),
  );
  t.true(isRelevant(item('Red de DPD: el Reglamento de IA en las administraciones', ''), filtered('es', 'IA')));
});

/** The watched sources as shipped, to probe an item through a real feed's keyword filter. */
const shippedSources = z.array(SourceDefinition).parse(JSON.parse(readFileSync(projectPath('data', 'sources.json'), 'utf8')));

test('video analytics (augmented cameras, algorithmic video surveillance) is what an AI system does, in every language: the subject of an item that names no AI; cameras that only film are not', (t) => {
  // The development part held the CNIL's "Utilisation de BriefCam et d'autres logiciels d'analyse vidéo … : la CNIL
  // prononce plusieurs mises en demeure", whose excerpt speaks of "caméras augmentées" and never of AI.
  const videoAnalytics: [string, 'en' | 'de' | 'fr' | 'nl' | 'it' | 'es'][] = [
    [item('Municipalities ordered to stop video analytics software', 'Augmented cameras analyse people in real time.'), 'en'],
    [item('Intelligente Videoüberwachung in Kommunen', 'Die automatisierte Videoanalyse wertet Personen in Echtzeit aus.'), 'de'],
    [item("Logiciels d'analyse vidéo : mises en demeure", 'Les caméras augmentées analysent les personnes en temps réel.'), 'fr'],
    [item("Slimme camera's in gemeenten", 'Videoanalyse beoordeelt personen in realtime.'), 'nl'],
    [item('Videosorveglianza intelligente nei comuni', 'Le telecamere intelligenti analizzano le persone in tempo reale.'), 'it'],
    [item('Videovigilancia inteligente en los municipios', 'Las cámaras inteligentes analizan a las personas en tiempo real.'), 'es'],
  ];
  for (const [text, language] of videoAnalytics) t.true(isRelevant(text, { language }), text);
  t.false(isRelevant(item('Vidéoprotection : les règles pour les communes', 'Les caméras filment la voie publique.'), { language: 'fr' }));
  // The CNIL's own feed lets them through its keyword filter.
  const cnil = shippedSources.find((source) => source.id === 'cnil')!.params;
  t.true(isRelevant(videoAnalytics[2]![0], cnil));
});

test('a parliament’s page on deepfakes passes its feed’s keyword filter, in every language its parliaments write (deepfakes are content the Act regulates, a regulation cue); its other subjects do not', (t) => {
  // The development part held the Tweede Kamer's "Kabinet ziet auteursrecht op uiterlijk en stem tegen deepfakes niet
  // zitten" (the government's answers on deepfakes), which named no AI word of the feed's filter.
  const deepfakePages: Record<string, string> = {
    en: 'Commission answer on deepfakes and the right to one’s likeness\n\nMembers asked whether deepfakes call for new rules.',
    de: 'Besserer Schutz vor Deepfakes\n\nDer Bundestag berät über Deepfakes und das Recht am eigenen Bild.',
    fr: "Hypertrucages : faut-il un droit sur son image ?\n\nLa question porte sur les deepfakes et le droit à l'image.",
    nl: 'Kabinet ziet auteursrecht op uiterlijk tegen deepfakes niet zitten\n\nKamerleden vroegen naar deepfakes.',
    it: "Deepfake e diritto all'immagine\n\nLa Camera esamina le proposte sui deepfake.",
    es: 'Proposición de ley sobre ultrasuplantaciones\n\nLa iniciativa regula los deepfakes de voz e imagen.',
  };
  const parliaments = shippedSources.filter((source) => source.params.issuer === 'parliament');
  t.true(parliaments.length >= 6);
  for (const { id, params } of parliaments) {
    t.true(isRelevant(deepfakePages[params.language ?? 'en']!, params), id);
    if (params.keywords) t.false(isRelevant('Fishing quotas for 2026\n\nThe plenary adopted the quotas.', params), id);
  }
});

test("an EU institution's feed lets its publications through in each of the six languages it publishes in; its other subjects stay out", (t) => {
  // The development part held the Commission's plan to regulate AI at work as EFE reported it in Spanish from the
  // Commission's press feed, whose keywords were English only.
  const aiAtWork: Record<string, string> = {
    en: 'Brussels studies regulating algorithms at work\n\nThe Commission considers regulating artificial intelligence at work.',
    de: 'Brüssel prüft Regeln für Algorithmen am Arbeitsplatz\n\nDie Kommission erwägt Regeln für künstliche Intelligenz am Arbeitsplatz.',
    fr: "Bruxelles envisage d'encadrer les algorithmes au travail\n\nLa Commission envisage d'encadrer l'intelligence artificielle au travail.",
    nl: 'Brussel overweegt regels voor algoritmen op het werk\n\nDe Commissie overweegt regels voor kunstmatige intelligentie op het werk.',
    it: "Bruxelles valuta di regolare gli algoritmi sul lavoro\n\nLa Commissione valuta di regolare l'intelligenza artificiale sul lavoro.",
    es: 'Bruselas estudia regular el uso de algoritmos en el trabajo\n\nLa Comisión contempla regular la inteligencia artificial en el trabajo.',
  };
  // Every feed of an EU body that publishes in English carries the other language versions too (the Parliament's, the Court's).
  const euFeeds = shippedSources.filter(
    (source) =>
      source.params.keywords &&
      (source.params.language ?? 'en') === 'en' &&
      (source.params.issuer === 'eu-institution' || new URL(source.base_url).hostname.endsWith('europa.eu')),
  );
  t.true(euFeeds.length >= 8);
  for (const { id, params } of euFeeds) {
    for (const [language, text] of Object.entries(aiAtWork)) t.true(isRelevant(text, params), `${id} ${language}`);
    // The Act by its short name alone, as the Commission's Spanish questions and answers on the digital package name it.
    for (const text of [
      "Questions et réponses sur le paquet numérique\n\nLe paquet simplifie certains éléments du règlement sur l'IA.",
      "Domande e risposte sul pacchetto digitale\n\nIl pacchetto semplifica alcuni elementi della legge sull'IA.",
      'Preguntas y respuestas sobre el paquete digital\n\nEl paquete simplifica determinados elementos de la Ley de IA.',
    ])
      t.true(isRelevant(text, params), `${id} ${text}`);
    t.false(isRelevant('Quotas de pêche pour 2026\n\nLe Conseil a adopté les quotas de pêche.', params), id);
    // Each language's words are read with that language's stemmer: its inflected forms are the same words.
    for (const text of [
      'Leitlinien zum Einsatz künstlicher Intelligenz\n\nDie Kommission veröffentlicht Leitlinien für Anbieter künstlicher Intelligenz.',
      'Le Parlement et les intelligences artificielles\n\nLes députés débattent des intelligences artificielles génératives.',
      'Il Consiglio e le intelligenze artificiali\n\nIl Consiglio discute delle intelligenze artificiali generative.',
      'El Consejo y las inteligencias artificiales\n\nEl Consejo debate sobre las inteligencias artificiales generativas.',
    ])
      t.true(isRelevant(text, params), `${id} ${text}`);
  }
});

test('an item written in another of the six languages than its source declares is read in its own language too: an EU feed’s guidelines in Italian, Spanish or German are read as in English', (t) => {
  const presscorner = shippedSources.find((source) => source.id === 'ec-presscorner')!.params;
  const releases: [string, string][] = [
    [
      item(
        'Commission publishes guidelines on high-risk AI systems',
        'The European Commission today published guidelines on the classification of high-risk artificial intelligence systems under the AI Act.',
      ),
      'high-risk',
    ],
    [
      item(
        'La Commissione pubblica le linee guida sui sistemi di IA ad alto rischio',
        "La Commissione europea ha pubblicato oggi le linee guida sulla classificazione dei sistemi di intelligenza artificiale ad alto rischio ai sensi del regolamento sull'intelligenza artificiale.",
      ),
      'high-risk',
    ],
    [
      item(
        'La Comisión publica directrices sobre las prácticas de IA prohibidas',
        'La Comisión Europea ha publicado hoy directrices sobre las prácticas de inteligencia artificial prohibidas por el Reglamento de Inteligencia Artificial.',
      ),
      'prohibited',
    ],
    [
      item(
        'Die Kommission veröffentlicht Leitlinien zu verbotenen KI-Praktiken',
        'Die Europäische Kommission hat heute Leitlinien zu den nach der KI-Verordnung verbotenen Praktiken der künstlichen Intelligenz veröffentlicht.',
      ),
      'prohibited',
    ],
  ];
  for (const [text, topic] of releases) {
    t.true(isRelevant(text, presscorner), text);
    t.like(classify(text, presscorner), { topics: [topic], eventType: 'guidance', severity: 'high' }, text);
  }
});

test("a data protection authority's teaching materials on AI, or its reorganisation that gives AI to a new unit, are not AI regulation (R2, like skills programmes), unless they name the Act", (t) => {
  // The development part held two newsletters of the LfDI Rheinland-Pfalz: teaching materials on AI and data protection
  // for schools, and the newsletter's relaunch with the authority's new structure (a unit whose subjects include AI).
  const out: [string, ReturnType<typeof filtered>][] = [
    [item('Newsletter', 'We developed free teaching materials on AI and data protection for schools.'), filtered('en')],
    [item('Newsletter', 'Wir haben Unterrichtsmaterialien zu KI und Datenschutz für Schulen entwickelt.'), filtered('de', 'KI')],
    [item('Lettre d’information', 'Nous publions des ressources pédagogiques sur l’IA pour les enseignants.'), filtered('fr', 'IA')],
    [item('Nieuwsbrief', 'Wij ontwikkelden lesmateriaal over AI en privacy voor scholen.'), filtered('nl')],
    [item('Newsletter', "Abbiamo realizzato materiali didattici sull'IA per le scuole."), filtered('it', 'IA')],
    [item('Boletín', 'Hemos elaborado materiales didácticos sobre IA para los colegios.'), filtered('es', 'IA')],
    [item('Newsletter', 'The reorganisation of our units: a new area covers international affairs and AI.'), filtered('en')],
    [
      item('Newsletter', 'Modernisiert habe ich auch die Struktur meiner Behörde; ein neuer Bereich widmet sich der KI.'),
      filtered('de', 'KI'),
    ],
    [item('Lettre d’information', 'La réorganisation des services crée un pôle consacré à l’IA.'), filtered('fr', 'IA')],
    [item('Nieuwsbrief', 'De reorganisatie van onze organisatie brengt AI onder in een nieuwe afdeling.'), filtered('nl')],
    [item('Newsletter', "La riorganizzazione degli uffici affida l'IA a un nuovo dipartimento."), filtered('it', 'IA')],
    [item('Boletín', 'La reorganización de la Agencia crea una unidad dedicada a la IA.'), filtered('es', 'IA')],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  t.true(isRelevant(item('Unterrichtsmaterialien zur KI-Verordnung', 'Was die KI-Verordnung von Schulen verlangt.'), filtered('de', 'KI')));
  t.true(isRelevant(item('La réorganisation des services pour appliquer le règlement sur l’IA', ''), filtered('fr', 'IA')));
});

test('sector law a financial supervisor applies to AI is AI regulation (R1); AI infrastructure is AI policy, not regulation, in every language', (t) => {
  // Given a supervisor's statement on AI under MiFID II or DORA, when its text names no AI Act and speaks of
  // investment services, then it is about a law applied to AI and stays in (ESMA's statement on AI in retail
  // investment services read "investment" as AI investment); a ministry building AI infrastructure stays out.
  const sectorLaw: [string, ReturnType<typeof filtered>][] = [
    [item('Statement on the use of AI in investment services', 'Firms using AI must comply with MiFID II.'), filtered('en')],
    [item('KI in der Anlageberatung', 'Auch beim Einsatz von KI gelten die Pflichten nach MiFID II und DORA.'), filtered('de', 'KI')],
    [
      item('IA et services d’investissement', 'La directive concernant les marchés d’instruments financiers s’applique.'),
      filtered('fr', 'IA'),
    ],
    [item('AI bij beleggingsdiensten', 'De regels van MiFID II blijven gelden.'), filtered('nl')],
    [item('IA nei servizi di investimento', 'Si applicano le regole di resilienza operativa digitale (DORA).'), filtered('it', 'IA')],
    [item('IA en los servicios de inversión', 'Las entidades deben cumplir MiFID II y Solvencia II.'), filtered('es', 'IA')],
  ];
  for (const [text, params] of sectorLaw) t.true(isRelevant(text, params), text);
  const infrastructure: [string, ReturnType<typeof filtered>][] = [
    [item('Ministry speeds up AI infrastructure for health care', 'Standardised data for AI.'), filtered('en')],
    [item('Ministerium baut KI-Infrastruktur aus', 'Mehr Rechenleistung für KI.'), filtered('de', 'KI')],
    [item('Le ministère accélère les infrastructures d’IA', 'Des données pour l’IA.'), filtered('fr', 'IA')],
    [item('VWS bouwt versneld aan AI-infrastructuur', 'Slimme zorg vraagt om slimme data voor AI.'), filtered('nl')],
    [item('Il ministero potenzia le infrastrutture di IA', 'Dati per l’IA.'), filtered('it', 'IA')],
    [item('El ministerio refuerza la infraestructura de IA', 'Datos para la IA.'), filtered('es', 'IA')],
  ];
  for (const [text, params] of infrastructure) t.false(isRelevant(text, params), text);
  t.true(isRelevant(item('AI infrastructure and the AI Act', 'Providers of high-risk AI systems must comply.'), filtered('en')));
});

test('a framework or policy for an institution’s own use of AI is not AI regulation (R2), unless it applies the Act, in every language', (t) => {
  const ownUse: [string, ReturnType<typeof filtered>][] = [
    [
      item('Ministry publishes its framework for the use of AI in schools', 'Generative AI tools are spreading among pupils.'),
      filtered('en'),
    ],
    [
      item('Publication du cadre d’usage de l’intelligence artificielle en éducation', 'Les outils d’IA générative se diffusent.'),
      filtered('fr', 'IA'),
    ],
    [item('Kader voor het gebruik van AI in het onderwijs', 'Generatieve AI op school.'), filtered('nl')],
    [item('Pubblicata la politica di utilizzo dell’IA del ministero', 'Strumenti di IA generativa.'), filtered('it', 'IA')],
    [item('El Gobierno aprueba su política de uso de la IA', 'Herramientas de IA generativa.'), filtered('es', 'IA')],
  ];
  for (const [text, params] of ownUse) t.false(isRelevant(text, params), text);
  t.true(
    isRelevant(
      item(
        'El Gobierno aprueba su política de uso de la IA',
        'La política aplica el Reglamento de Inteligencia Artificial a los sistemas de alto riesgo.',
      ),
      filtered('es', 'IA'),
    ),
  );
});

test('Spanish "ayudar" (to help) is not "ayudas" (grants): a tool that helps to apply the law to AI stays in', (t) => {
  t.true(
    isRelevant(
      item(
        'Una herramienta para el uso responsable de la IA',
        'Diseñada para ayudar a las administraciones a implantar sistemas de IA conforme a la protección de datos.',
      ),
      filtered('es', 'IA'),
    ),
  );
  t.false(
    isRelevant(item('Convocadas las ayudas para proyectos de IA', 'Ayudas de 10 millones para empresas de IA.'), filtered('es', 'IA')),
  );
});

test('a supervisory authority in general (a financial supervisor names itself one) is no evidence of AI regulation; the market surveillance authority is', (t) => {
  const financial: [string, ReturnType<typeof filtered>][] = [
    [
      item(
        'Quaderno Fintech: l’IA nella vigilanza',
        'L’intelligenza artificiale può aiutare l’autorità di vigilanza nelle analisi dei mercati finanziari. Strategia per l’uso dei dati.',
      ),
      filtered('it', 'IA'),
    ],
    [
      item('L’IA au service du superviseur', "L'autorité de surveillance des marchés financiers expérimente l'IA dans sa stratégie."),
      filtered('fr', 'IA'),
    ],
    [
      item('La IA en la supervisión financiera', 'La autoridad de supervisión financiera presenta su estrategia de datos e IA.'),
      filtered('es', 'IA'),
    ],
  ];
  for (const [text, params] of financial) t.false(isRelevant(text, params), text);
  t.true(
    isRelevant(item('Designata l’autorità di vigilanza del mercato', 'Strategia nazionale e vigilanza sull’IA.'), filtered('it', 'IA')),
  );
});

// ---------------------------------------------------------------- the rules as data

test('a competition case (abuse of a dominant position, Art. 102 TFEU), a charter on an institution’s own use of AI and a law that promotes AI are not AI regulation (R1, R2), in every language, unless they name the Act', (t) => {
  // Given a competition authority's, a court's or a regional government's feed filtered on AI words, when the item
  // applies competition law to an AI service, adopts a charter on its own use of AI or promotes the use of AI, then
  // it stays out: the development part held the AGCM's interim measure on Meta AI in WhatsApp, the Conseil d'État's
  // AI charter and Lombardy's regional law promoting AI.
  const out: [string, ReturnType<typeof filtered>][] = [
    [
      item(
        'Interim measures against an AI chatbot provider',
        'The authority suspects an abuse of a dominant position under Article 102 TFEU.',
      ),
      filtered('en'),
    ],
    [
      item('Kartellamt prüft KI-Assistenten in Messenger', 'Es geht um den Missbrauch einer marktbeherrschenden Stellung.'),
      filtered('de', 'KI'),
    ],
    [
      item('La juridiction administrative se dote d’une charte sur l’intelligence artificielle', 'Une IA pilotée par l’humain.'),
      filtered('fr', 'IA'),
    ],
    [item('Rechtbanken krijgen een AI-handvest', 'Regels voor het eigen gebruik door rechters.'), filtered('nl')],
    [
      item('Meta AI, misura cautelare su WhatsApp', 'Presunto abuso di posizione dominante in violazione dell’articolo 102 del TFUE.'),
      filtered('it', 'IA'),
    ],
    [
      item('Aprobada una ley autonómica de IA', 'La norma quiere promover el uso de la inteligencia artificial en las empresas.'),
      filtered('es', 'IA'),
    ],
    [
      item('Regione, la prima legge regionale sull’IA', "Una legge per promuovere l'utilizzo dell'intelligenza artificiale."),
      filtered('it', 'IA'),
    ],
    [item('Nouveau plan régional', "Promouvoir l'utilisation de l'IA dans les PME."), filtered('fr', 'IA')],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  // The same named beside the Act are about it; an investigation of an AI provider's information duties is not competition law.
  t.true(isRelevant(item('AI charter for judges', 'It applies the AI Act to the courts’ own high-risk systems.'), filtered('en')));
  t.true(
    isRelevant(
      item('Abus de position dominante et IA', 'Les obligations du règlement sur l’IA s’ajoutent au droit de la concurrence.'),
      filtered('fr', 'IA'),
    ),
  );
  t.true(
    isRelevant(
      item('DeepSeek: l’Antitrust indaga su carenze informative', 'Avvertenze sulle allucinazioni dell’intelligenza artificiale (IA).'),
      filtered('it', 'IA'),
    ),
  );
});

test('a council or commission that advises on AI, and a parliament’s fact-finding mission, make AI policy, not AI regulation (R2, R10), in every language, unless they name the Act', (t) => {
  // Given a ministry's or parliament's feed filtered on AI words, when an item presents an advisory body on AI, its
  // report or proposals, or a mission studying AI's effects, then it stays out: the development part held the
  // Swedish AI Commission's proposals, the French Conseil national de l'IA et du numérique and the Assemblée
  // nationale's mission d'information on AI and competitiveness.
  const out: [string, ReturnType<typeof filtered>][] = [
    [
      item('AI Commission presents its proposals to the Government', 'It proposes 75 measures for the use of artificial intelligence.'),
      filtered('en'),
    ],
    [item('Beirat legt Empfehlungen zur künstlichen Intelligenz vor', 'Der Beirat empfiehlt, KI stärker zu nutzen.'), filtered('de', 'KI')],
    [
      item(
        "Un nouveau Conseil national de l'IA pour éclairer les décisions publiques",
        "Une instance consultative sur l'intelligence artificielle.",
      ),
      filtered('fr', 'IA'),
    ],
    [
      item("Mission d'information sur les effets de l'intelligence artificielle", "Elle mesure les effets de l'IA sur les entreprises."),
      filtered('fr', 'IA'),
    ],
    [item('Adviesraad presenteert advies over kunstmatige intelligentie', 'Meer ruimte voor AI in het onderwijs.'), filtered('nl')],
    [
      item('Intelligenza artificiale, il comitato di esperti consegna il rapporto', "Misure per lo sviluppo dell'IA."),
      filtered('it', 'IA'),
    ],
    [item('El consejo asesor de inteligencia artificial presenta sus propuestas', 'Medidas para impulsar la IA.'), filtered('es', 'IA')],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  t.true(isRelevant(item('Beirat zur Umsetzung der KI-Verordnung', 'Der Beirat berät die Marktüberwachung.'), filtered('de', 'KI')));
});

test('media law and electronic communications law are other digital files, not AI regulation (R1), in every language, unless the item names the Act', (t) => {
  // Given a media or telecoms regulator's feed filtered on AI words, when an item is about the rules for media,
  // platforms, cloud or electronic communications in an age of AI, then it stays out: the development part held the
  // Länder's key points for a digital media state treaty and the Agcom president's speech on cloud regulation.
  const out: [string, ReturnType<typeof filtered>][] = [
    [
      item(
        'Regulator: adapt the rules for cloud services',
        'Electronic communications rules must fit a world of artificial intelligence and cloud.',
      ),
      filtered('en', 'artificial intelligence'),
    ],
    [
      item(
        'Länder einigen sich auf Eckpunkte für neuen Digitalen Medien-Staatsvertrag',
        'Er soll die Medienordnung an die KI-geprägte Kommunikationswelt anpassen.',
      ),
      filtered('de', 'KI'),
    ],
    [
      item(
        'Le régulateur veut adapter les règles du cloud',
        "Les règles des communications électroniques doivent tenir compte de l'intelligence artificielle.",
      ),
      filtered('fr', 'IA', 'intelligence artificielle'),
    ],
    [item('Nieuwe Mediawet: platforms en kunstmatige intelligentie', 'De wet past het mediabeleid aan aan AI.'), filtered('nl')],
    [
      item(
        'Adattare la regolazione dei servizi cloud',
        "Le regole delle comunicazioni elettroniche in un mondo con l'intelligenza artificiale.",
      ),
      filtered('it', 'IA', 'intelligenza artificiale'),
    ],
    [
      item('Reforma de la Ley General de Comunicación Audiovisual', 'La reforma aborda la inteligencia artificial en los medios.'),
      filtered('es', 'IA', 'inteligencia artificial'),
    ],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  t.true(
    isRelevant(
      item('Medienstaatsvertrag: Kennzeichnung von KI-Inhalten', 'Die KI-Verordnung verlangt Kennzeichnung.'),
      filtered('de', 'KI'),
    ),
  );
});

test('AI and the labour market is AI policy, not AI regulation (R2), in every language, unless the item names the Act', (t) => {
  // Given a parliament's or ministry's feed filtered on AI words, when an item is about AI's effects on the labour
  // market or on employment (hearings, studies) and names no law, then it stays out: the development part held the
  // Italian Chamber's labour committee's hearings on AI and the labour market.
  const out: [string, ReturnType<typeof filtered>][] = [
    [item('Hearing on artificial intelligence and the labour market', 'Generative AI and its impact on jobs.'), filtered('en')],
    [item('Künstliche Intelligenz verändert den Arbeitsmarkt', 'Eine Studie zu KI und Beschäftigung.'), filtered('de', 'KI')],
    [item("L'intelligence artificielle et le marché du travail", "Une étude sur l'IA et l'emploi."), filtered('fr', 'IA')],
    [item('Kunstmatige intelligentie en de arbeidsmarkt', 'Een verkenning van AI en werk.'), filtered('nl')],
    [item('Intelligenza artificiale e mercato del lavoro: le audizioni', "Gli impatti dell'IA generativa."), filtered('it', 'IA')],
    [item('La inteligencia artificial y el mercado laboral', 'Un estudio sobre la IA y el empleo.'), filtered('es', 'IA')],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  t.true(
    isRelevant(item("Il mercato del lavoro e l'AI Act", 'Sistemi ad alto rischio nella selezione del personale.'), filtered('it', 'IA')),
  );
});

test('a law that sets the legal regime for the use of AI regulates it (R7), whatever research or investment it also supports, in every language', (t) => {
  // Given a regional government's feed filtered on AI words, when a law says it sets the legal regime or framework for
  // the use of AI, then it is in, as a law that regulates the use of AI is: the development part held Galicia's Ley
  // 2/2025, out for its "investigación e innovación".
  const laws: [string, ReturnType<typeof filtered>][] = [
    [
      item(
        'Regional law on artificial intelligence (AI)',
        'The law sets the legal regime for the use of AI by the regional administration and supports research and innovation.',
      ),
      filtered('en'),
    ],
    [
      item(
        'Landesgesetz zur künstlichen Intelligenz (KI)',
        'Es schafft einen Rechtsrahmen für den Einsatz von KI in der Landesverwaltung und stärkt Forschung und Innovation.',
      ),
      filtered('de', 'KI'),
    ],
    [
      item(
        "Loi régionale sur l'intelligence artificielle (IA)",
        "Elle fixe le régime juridique de l'usage de l'IA par l'administration régionale et soutient recherche et innovation.",
      ),
      filtered('fr', 'IA'),
    ],
    [
      item(
        'Provinciale verordening over AI',
        'Zij biedt een juridisch kader voor het gebruik van AI door de provincie en regelt investeringen in AI.',
      ),
      filtered('nl'),
    ],
    [
      item(
        "Legge regionale sull'intelligenza artificiale (IA)",
        "Definisce il regime giuridico dell'uso dell'intelligenza artificiale nella Regione e sostiene ricerca e innovazione.",
      ),
      filtered('it', 'IA'),
    ],
    [
      item(
        'Ley para el desarrollo e impulso de la inteligencia artificial (IA) en Galicia',
        'Regula el régimen jurídico del uso de la inteligencia artificial por el sector público e impulsa la investigación e innovación.',
      ),
      filtered('es', 'IA'),
    ],
  ];
  for (const [text, params] of laws) t.true(isRelevant(text, params), text);
});

/** A new issuer's feed filtered on AI words in its language (round 18's paraphrases of regional governments, chambers, universities, consumer bodies). */
const keyworded = (language: 'en' | 'de' | 'fr' | 'nl' | 'it' | 'es') =>
  filtered(
    language,
    ...{
      en: [],
      de: ['KI', 'künstliche Intelligenz'],
      fr: ['IA', 'intelligence artificielle'],
      nl: ['kunstmatige intelligentie'],
      it: ['IA', 'intelligenza artificiale'],
      es: ['IA', 'inteligencia artificial'],
    }[language],
  );

test("the Act named only as the backdrop of AI funding ('since the AI Act came into force') is no evidence of regulation (R6), in every language; the same item naming the Act as its subject is", (t) => {
  // Given a region's or chamber's feed filtered on AI words, when an item on AI funding or skills names the Act only in a clause that dates
  // its story ("since the AI Act came into force, firms ask for help"), then it stays out: paraphrases of new issuers, written from R6.
  const out: [string, ReturnType<typeof keyworded>][] = [
    [
      item(
        'Region invests €12 million in AI skills for small firms',
        'Since the AI Act came into force, companies have been asking for practical help, the minister said.',
      ),
      keyworded('en'),
    ],
    [
      item(
        'Land fördert KI-Projekte im Mittelstand',
        'Seit Inkrafttreten der KI-Verordnung wächst der Beratungsbedarf, so die Ministerin. Das Förderprogramm umfasst 10 Millionen Euro.',
      ),
      keyworded('de'),
    ],
    [
      item(
        'La Région lance un appel à projets pour l’IA dans les PME',
        'Depuis l’adoption de l’AI Act, les entreprises ont besoin d’accompagnement, souligne le président de région.',
      ),
      keyworded('fr'),
    ],
    [
      item(
        'Provincie investeert 8 miljoen in AI-vaardigheden van het mkb',
        'Sinds de AI-verordening van kracht is, vragen ondernemers om hulp, aldus de gedeputeerde.',
      ),
      keyworded('nl'),
    ],
    [
      item(
        'La Regione stanzia 10 milioni per l’intelligenza artificiale nelle PMI',
        'Il bando finanzia progetti di adozione dell’IA. Dopo l’entrata in vigore dell’AI Act le imprese chiedono supporto, ha detto l’assessore.',
      ),
      keyworded('it'),
    ],
    [
      item(
        'La Junta destina 15 millones a impulsar la inteligencia artificial en las pymes',
        'Las ayudas financiarán proyectos de adopción de IA. Desde la aprobación de la Ley de IA, las empresas demandan acompañamiento.',
      ),
      keyworded('es'),
    ],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  t.true(
    isRelevant(
      item(
        'Region invests in AI skills so that firms can meet the AI Act',
        'Since the AI Act came into force, companies have been asking for help.',
      ),
      keyworded('en'),
    ),
  );
  t.true(
    isRelevant(
      item(
        'Förderprogramm hilft Betrieben bei der Umsetzung der KI-Verordnung',
        'Seit Inkrafttreten der KI-Verordnung wächst der Beratungsbedarf.',
      ),
      keyworded('de'),
    ),
  );
});

test("AI literacy and skills named as a subject (skills development, training needs) are AI skills policy, not the Act's AI literacy obligation (rubric: skills programmes), in every language", (t) => {
  // Given a ministry's or advisory body's feed filtered on AI words, when an item recommends AI literacy in education or surveys staff's
  // training needs, then it stays out: the development part held the Irish AI Advisory Council's report ("AI Literacy and Education")
  // and the Funzione Pubblica's survey of public employees. The Act's AI literacy obligation keeps an item.
  const out: [string, ReturnType<typeof keyworded>][] = [
    [
      item(
        'AI Advisory Council recommends more AI literacy in schools',
        'Its report sets out how to improve AI literacy and education across society.',
      ),
      keyworded('en'),
    ],
    [
      item('Beirat empfiehlt mehr KI-Kompetenz an Schulen', 'Der Bericht zeigt, wie KI-Kompetenz in der Bildung gestärkt werden kann.'),
      keyworded('de'),
    ],
    [
      item(
        "Le conseil consultatif recommande de renforcer la maîtrise de l'IA à l'école",
        "Son rapport propose des mesures pour la maîtrise de l'IA dans l'enseignement.",
      ),
      keyworded('fr'),
    ],
    [
      item(
        'Adviesraad wil meer AI-geletterdheid in het onderwijs',
        'Het advies beschrijft hoe scholen AI-geletterdheid kunnen bevorderen.',
      ),
      keyworded('nl'),
    ],
    [
      item(
        "Intelligenza artificiale nella PA: un'indagine sull'uso tra i dipendenti pubblici",
        'Il questionario servirà a individuare i fabbisogni formativi del personale.',
      ),
      keyworded('it'),
    ],
    [
      item(
        'El comité de expertos propone reforzar la alfabetización en IA en las escuelas',
        'El informe plantea medidas de alfabetización en IA para el alumnado.',
      ),
      keyworded('es'),
    ],
    [
      item('Umfrage zum KI-Einsatz in der Landesverwaltung', 'Die Ergebnisse sollen den Weiterbildungsbedarf der Beschäftigten zeigen.'),
      keyworded('de'),
    ],
    [
      item(
        'Encuesta sobre el uso de la inteligencia artificial en la administración',
        'Servirá para detectar las necesidades formativas del personal.',
      ),
      keyworded('es'),
    ],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  t.true(
    isRelevant(
      item(
        'AI skills programme helps firms meet the AI literacy obligation',
        'Deployers must ensure a sufficient level of AI literacy of their staff.',
      ),
      keyworded('en'),
    ),
  );
  t.true(isRelevant(item('KI-Weiterbildung: So erfüllen Betriebe die Pflicht zur KI-Kompetenz', ''), keyworded('de')));
  t.true(isRelevant(item('Competencias en IA: la obligación de alfabetización para las empresas', ''), keyworded('es')));
});

test('research centres, competence centres and AI hubs are AI policy, not AI regulation (rubric: research, investment), in every language, unless the item names the Act', (t) => {
  // Given a regional government's or university's feed filtered on AI words, when an item opens a research or competence centre or an
  // AI hub, then it stays out: the development part held Bavaria's five AI centres for small firms.
  const out: [string, ReturnType<typeof keyworded>][] = [
    [
      item('University opens new AI research centre', 'Forty researchers will work on machine learning for health and climate.'),
      keyworded('en'),
    ],
    [
      item(
        'Staatsregierung plant neue KI-Zentren für den Mittelstand',
        'Betriebe können sich an die Zentren wenden, wenn sie KI einsetzen wollen.',
      ),
      keyworded('de'),
    ],
    [
      item("L'université inaugure un centre de recherche en intelligence artificielle", 'Il réunira cinquante chercheurs.'),
      keyworded('fr'),
    ],
    [
      item(
        'Universiteit opent onderzoekscentrum voor kunstmatige intelligentie',
        'Dertig onderzoekers werken er aan machine learning voor de zorg.',
      ),
      keyworded('nl'),
    ],
    [
      item(
        "Nasce il centro di competenza sull'intelligenza artificiale per le imprese",
        'Offrirà consulenza e formazione alle piccole imprese.',
      ),
      keyworded('it'),
    ],
    [
      item('La Universidad inaugura un centro de investigación en inteligencia artificial', 'Contará con cuarenta investigadores.'),
      keyworded('es'),
    ],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  t.true(isRelevant(item('Competence centre helps small firms comply with the AI Act', ''), keyworded('en')));
  t.true(isRelevant(item("Il centro di competenza aiuta le imprese ad applicare l'AI Act", ''), keyworded('it')));
});

test("scams and online fraud are a consumer body's or a data protection authority's other subject: out when AI is named in passing, kept when the title names AI, in every language", (t) => {
  // Given a consumer body's feed filtered on AI words, when a warning about scams says fraudsters use AI, then it stays out (AI in
  // passing); paraphrases of new issuers, written from the rubric. A title that names AI keeps the item.
  const out: [string, ReturnType<typeof keyworded>][] = [
    [
      item('Consumer association warns about online shopping scams', 'Fraudsters use AI to write convincing fake shop pages.'),
      keyworded('en'),
    ],
    [item('Verbraucherzentrale warnt vor Fake-Shops', 'Betrüger erstellen mit KI täuschend echte Webseiten.'), keyworded('de')],
    [
      item("Arnaques en ligne : l'association de consommateurs alerte", "Les escrocs utilisent l'IA pour créer de faux sites marchands."),
      keyworded('fr'),
    ],
    [item('Consumentenbond waarschuwt voor nepwebwinkels', 'Oplichters maken met AI overtuigende webshops.'), keyworded('nl')],
    [
      item("Truffe online, l'associazione dei consumatori lancia l'allarme", "I truffatori usano l'IA per creare falsi negozi online."),
      keyworded('it'),
    ],
    [
      item(
        'La asociación de consumidores alerta de estafas en tiendas online falsas',
        'Los estafadores usan la IA para crear webs creíbles.',
      ),
      keyworded('es'),
    ],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  t.true(
    isRelevant(
      item('AI chatbot scams: consumer group asks the regulator to act', 'Fraudsters use AI chatbots to trick buyers.'),
      keyworded('en'),
    ),
  );
  t.true(
    isRelevant(
      item('KI-Chatbots als Betrugsmasche: Verbraucherzentrale fordert Aufsicht', 'Betrüger nutzen KI-Chatbots.'),
      keyworded('de'),
    ),
  );
});

test('an interim report on AI is relevant only when it names the Act (R2, R10), in every language', (t) => {
  // Given a parliament's feed filtered on AI words, when a committee's interim report makes recommendations on AI in general, then it
  // stays out: the development part held the Oireachtas Joint Committee's first interim report (R10 names it).
  const out: [string, ReturnType<typeof keyworded>][] = [
    [
      item(
        'Joint Committee on AI publishes its interim report',
        'It makes 85 recommendations on AI in education, health and the public sector.',
      ),
      keyworded('en'),
    ],
    [item('KI-Ausschuss legt Zwischenbericht vor', 'Der Bericht enthält Empfehlungen zu KI in Bildung und Gesundheit.'), keyworded('de')],
    [
      item("La commission sur l'IA publie son rapport d'étape", "Il formule des recommandations sur l'IA dans l'éducation et la santé."),
      keyworded('fr'),
    ],
    [item('Commissie presenteert tussenrapport over AI', 'Het rapport doet aanbevelingen over AI in onderwijs en zorg.'), keyworded('nl')],
    [
      item(
        'Intelligenza artificiale, la commissione approva la relazione intermedia',
        "Raccomandazioni sull'IA nella scuola e nella sanità.",
      ),
      keyworded('it'),
    ],
    [
      item(
        'La comisión sobre inteligencia artificial presenta su informe intermedio',
        'Recoge recomendaciones sobre la IA en educación y sanidad.',
      ),
      keyworded('es'),
    ],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  t.true(isRelevant(item('Interim report on the implementation of the AI Act', ''), keyworded('en')));
  t.true(isRelevant(item('Zwischenbericht zur Umsetzung der KI-Verordnung', ''), keyworded('de')));
});

test("AI governance in general is AI policy, not AI regulation, in every language; Spain's AI law is named by its title", (t) => {
  // Given a ministry's feed filtered on AI words, when an item on AI funding speaks of the governance of AI in general (international
  // governance, governance frameworks), then it stays out: the development part held the Council's EuroHPC amendment for AI gigafactories,
  // reported in Spanish. Only the Spanish list read the words as regulation; the other languages' probes hold the class.
  const out: [string, ReturnType<typeof keyworded>][] = [
    [
      item('Funding for a UN lab on the governance of artificial intelligence', 'The funding, €3 million, supports the lab.'),
      keyworded('en'),
    ],
    [
      item(
        'Finanzierung für ein UN-Labor zur Governance künstlicher Intelligenz',
        'Die Förderung von 3 Millionen Euro unterstützt das Labor.',
      ),
      keyworded('de'),
    ],
    [
      item(
        "Financement d'un laboratoire de l'ONU sur la gouvernance de l'intelligence artificielle",
        'Le financement de 3 millions d’euros soutient le laboratoire.',
      ),
      keyworded('fr'),
    ],
    [
      item(
        'Financiering voor een VN-lab over de governance van kunstmatige intelligentie',
        'De subsidie van 3 miljoen euro ondersteunt het lab.',
      ),
      keyworded('nl'),
    ],
    [
      item(
        "Finanziamento per un laboratorio ONU sulla governance dell'intelligenza artificiale",
        'Il finanziamento di 3 milioni sostiene il laboratorio.',
      ),
      keyworded('it'),
    ],
    [
      item(
        'España y la ONU, por una gobernanza de la inteligencia artificial al servicio de las personas',
        'La financiación, de 3 millones de euros, apoyará el laboratorio.',
      ),
      keyworded('es'),
    ],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  t.true(
    isRelevant(
      item(
        'Anteproyecto de ley para el buen uso y la gobernanza de la inteligencia artificial',
        'La financiación de la nueva agencia queda fuera.',
      ),
      keyworded('es'),
    ),
  );
});

test("the Act named only as the backdrop in the wake of which AI policy follows ('in the wake of the AI Act', 'after its adoption') is no evidence of regulation (R6), in every language", (t) => {
  // Given a chamber's or a city's feed filtered on AI words, when an item on AI funding or training names the Act only as what came before it,
  // then it stays out; paraphrases of new issuers, written from R6. ("nach der KI-Verordnung" is not among them: it also means "under the Act".)
  const out: [string, ReturnType<typeof keyworded>][] = [
    [
      item(
        'Region backs new AI start-up programme',
        'In the wake of the AI Act, the region offers funding to firms that adopt artificial intelligence.',
      ),
      keyworded('en'),
    ],
    [
      item(
        'Land startet KI-Förderprogramm für Handwerksbetriebe',
        'Nach Inkrafttreten der KI-Verordnung will das Land mehr Betriebe beim Einsatz von KI unterstützen.',
      ),
      keyworded('de'),
    ],
    [
      item(
        "La CCI lance un appel à projets pour l'IA dans les TPE",
        "Dans le sillage de l'AI Act, la CCI veut aider les entreprises à adopter l'intelligence artificielle.",
      ),
      keyworded('fr'),
    ],
    [
      item(
        'Gemeente investeert in AI-vaardigheden van ondernemers',
        'Na de inwerkingtreding van de AI-verordening wil de gemeente ondernemers helpen met AI.',
      ),
      keyworded('nl'),
    ],
    [
      item(
        "Al via il bando per la formazione sull'IA nelle imprese",
        "Sulla scia dell'AI Act, la Camera di commercio vuole diffondere l'uso dell'intelligenza artificiale.",
      ),
      keyworded('it'),
    ],
    [
      item(
        'El Ayuntamiento presenta su plan de inversión en inteligencia artificial',
        'Tras la aprobación del Reglamento de IA, la ciudad quiere atraer empresas tecnológicas.',
      ),
      keyworded('es'),
    ],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  t.true(
    isRelevant(
      item(
        'KI-Förderprogramm: Pflichten nach der KI-Verordnung im Blick',
        'Betriebe erhalten Beratung zu ihren Pflichten nach der KI-Verordnung.',
      ),
      keyworded('de'),
    ),
  );
});

test('spectrum, broadband and fibre are telecoms, another digital file, not AI regulation (R1), in every language, unless the item names the Act', (t) => {
  // Given a sector regulator's feed filtered on AI words, when an item on spectrum or network rollout names AI in passing, then it stays
  // out, as 5G and electronic communications do; paraphrases of telecoms regulators, written from the rubric.
  const out: [string, ReturnType<typeof keyworded>][] = [
    [
      item(
        'Telecoms regulator opens consultation on spectrum for 6G',
        'AI-driven network management is one of the uses operators describe.',
      ),
      keyworded('en'),
    ],
    [
      item('Netzagentur veröffentlicht Marktdaten zum Glasfaserausbau', 'Auch KI-gestützte Planung beschleunigt den Ausbau.'),
      keyworded('de'),
    ],
    [
      item('Le régulateur attribue de nouvelles fréquences aux opérateurs', "Les opérateurs comptent sur l'IA pour gérer leurs réseaux."),
      keyworded('fr'),
    ],
    [
      item('Toezichthouder publiceert cijfers over de uitrol van glasvezel', 'Operators zetten AI in om hun netwerken te plannen.'),
      keyworded('nl'),
    ],
    [
      item("Fibra ottica, l'autorità pubblica i dati sulla copertura", "Gli operatori usano l'IA per pianificare le reti."),
      keyworded('it'),
    ],
    [
      item('El regulador publica los datos de cobertura de banda ancha', 'Los operadores usan la IA para gestionar sus redes.'),
      keyworded('es'),
    ],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  t.true(isRelevant(item('Bundesnetzagentur: Marktüberwachung nach der KI-Verordnung und Glasfaserausbau', ''), keyworded('de')));
});

test('a degree programme or course in AI is AI skills policy, not AI regulation (rubric: skills programmes), in every language, unless the item names the Act', (t) => {
  // Given a university's feed filtered on AI words, when an item announces a degree, a master's or an online course in AI, then it stays
  // out; paraphrases of universities, written from the rubric.
  const out: [string, ReturnType<typeof keyworded>][] = [
    [
      item(
        'University launches free online course on generative AI',
        'The course teaches students how to write prompts and evaluate chatbots.',
      ),
      keyworded('en'),
    ],
    [item('Neuer Studiengang Künstliche Intelligenz startet', 'Studierende lernen maschinelles Lernen und Datenanalyse.'), keyworded('de')],
    [
      item('Un nouveau master en intelligence artificielle à la rentrée', "La formation prépare aux métiers de la donnée et de l'IA."),
      keyworded('fr'),
    ],
    [item('Universiteit start minor over kunstmatige intelligentie', 'Studenten leren programmeren met AI-modellen.'), keyworded('nl')],
    [item('Al via il master in intelligenza artificiale', 'Il corso forma esperti di machine learning per le imprese.'), keyworded('it')],
    [item('La universidad lanza un máster en inteligencia artificial', 'Formará a expertos en aprendizaje automático.'), keyworded('es')],
  ];
  for (const [text, params] of out) t.false(isRelevant(text, params), text);
  t.true(
    isRelevant(
      item("New master's degree on AI Act compliance", 'Students learn the obligations for high-risk AI systems.'),
      keyworded('en'),
    ),
  );
  t.true(isRelevant(item("Master in diritto dell'IA: il regolamento europeo sull'intelligenza artificiale", ''), keyworded('it')));
});

test('every cue list of the shipped rules has all six languages', (t) => {
  const rules = JSON.parse(readFileSync(projectPath('data', 'classification.json'), 'utf8'));
  const languagesOf = (lists: Record<string, unknown>) => Object.keys(lists).sort();
  const all = ['de', 'en', 'es', 'fr', 'it', 'nl'];
  for (const list of Object.values(rules.cues) as Record<string, string[]>[]) t.deepEqual(languagesOf(list), all);
  for (const topic of Object.values(rules.topics) as { cues: Record<string, string[]> }[]) t.deepEqual(languagesOf(topic.cues), all);
  for (const kind of rules.kinds as { cues: Record<string, string[]> }[]) t.deepEqual(languagesOf(kind.cues), all);
  const withoutItalian = structuredClone(rules);
  delete withoutItalian.topics.gpai.cues.it;
  t.throws(() => createClassifier(withoutItalian), undefined, 'a list without a language is refused');
});

test("a kind's named cue lists are its strong cues too, and a name the rules do not define is refused", (t) => {
  const rules = JSON.parse(readFileSync(projectPath('data', 'classification.json'), 'utf8'));
  const news = rules.kinds.find((k: { kind: string }) => k.kind === 'news');
  t.true(news.named_cues.includes('authority_own_work'));
  // Given the own-work words written only in their named list, when a national page's title names them, then it is news (S2).
  t.is(
    classify(item('Datenschutzbehörde stockt Personal auf', 'Zehn neue Stellen für die KI-Aufsicht.'), {
      event_type: 'national',
      language: 'de',
    }).kind,
    'news',
  );
  const unknown = structuredClone(rules);
  unknown.kinds.find((k: { kind: string }) => k.kind === 'news').named_cues = ['no_such_list'];
  t.throws(() => createClassifier(unknown), { message: /no cue list named "no_such_list"/ });
});

// Round 22a: the rubric's sixth- and seventh-audit relevance rules (R11–R15).

const national =
  <Issuer extends 'authority' | 'parliament'>(issuer: Issuer) =>
  (language: PublicationLanguage) =>
    ({ event_type: 'national', language, issuer }) as const;
const authority = national('authority');
const parliament = national('parliament');

test('R15: an authority’s event on AI and data protection that names no law is AI policy; one that names the Act or the GDPR is not', (t) => {
  const themes: [string, string, ReturnType<typeof authority>][] = [
    [
      'Conference “AI and privacy”: experts discuss the challenges of artificial intelligence',
      'The commissioner hosted a conference on artificial intelligence and privacy, where speakers from business, academia and government discussed the ethical and societal challenges of AI.',
      authority('en'),
    ],
    [
      'Fachtagung „KI und Datenschutz“: Chancen und Risiken im Gespräch',
      'Der Landesbeauftragte für den Datenschutz lud zur Fachtagung über künstliche Intelligenz ein. Rund 200 Gäste diskutierten ethische und gesellschaftliche Fragen beim Einsatz von KI.',
      authority('de'),
    ],
    [
      'Colloque « Intelligence artificielle et vie privée » : retour sur les échanges',
      "L'autorité a réuni chercheurs, entreprises et administrations pour débattre des enjeux éthiques et sociétaux de l'intelligence artificielle.",
      authority('fr'),
    ],
    [
      'Symposium ‘AI en privacy’: experts over de uitdagingen van kunstmatige intelligentie',
      'De toezichthouder bracht wetenschappers, bedrijven en overheden samen om te praten over de ethische en maatschappelijke vragen rond kunstmatige intelligentie.',
      authority('nl'),
    ],
    [
      'Convegno “Intelligenza artificiale e privacy”: esperti a confronto',
      "L'Autorità ha riunito esperti, imprese e istituzioni per discutere delle sfide etiche e sociali dell'intelligenza artificiale.",
      authority('it'),
    ],
    [
      'Jornada “Inteligencia artificial y privacidad”: expertos debaten los retos de la IA',
      'La autoridad ha reunido a expertos del ámbito académico, empresarial e institucional para reflexionar sobre los impactos éticos y sociales de la inteligencia artificial.',
      authority('es'),
    ],
  ];
  for (const [title, text, params] of themes) t.false(isRelevant(item(title, text), params), title);
  const laws: [string, string, ReturnType<typeof authority>][] = [
    ['Conference on the AI Act: what deployers must do', 'The commissioner explained the obligations of the AI Act.', authority('en')],
    ['Fachtagung zur KI-Verordnung', 'Der Landesbeauftragte erläuterte die Pflichten der KI-Verordnung.', authority('de')],
    ['Colloque : le RGPD appliqué aux systèmes d’intelligence artificielle', 'La CNIL a présenté ses recommandations.', authority('fr')],
    ['Symposium over de AVG en kunstmatige intelligentie', 'De AP lichtte toe hoe de AVG geldt voor AI-modellen.', authority('nl')],
    [
      "Convegno sul GDPR e l'intelligenza artificiale",
      "Il Garante ha illustrato l'applicazione del GDPR ai sistemi di IA.",
      authority('it'),
    ],
    ['Jornada sobre el RGPD y la inteligencia artificial', 'La AEPD explicó cómo se aplica el RGPD a los sistemas de IA.', authority('es')],
  ];
  for (const [title, text, params] of laws) t.true(isRelevant(item(title, text), params), title);
});

test('R12: an authority’s report on AI risks is relevant only when it names a law or the supervision of AI', (t) => {
  const risks: [string, string, ReturnType<typeof authority>][] = [
    [
      'Report: AI chatbots for companionship pose risks to vulnerable users',
      'The authority examined ten chatbot apps. They contain addictive elements and present themselves as real people, the report concludes.',
      authority('en'),
    ],
    [
      'Studie: Emotionserkennung durch KI beruht auf umstrittenen Annahmen',
      'Die Behörde hat untersucht, wie Unternehmen künstliche Intelligenz zur Erkennung von Gefühlen einsetzen. Das wirft ethische Fragen auf.',
      authority('de'),
    ],
    [
      "Étude : les compagnons virtuels dopés à l'IA présentent des risques pour les plus jeunes",
      "L'autorité a analysé une dizaine d'applications d'intelligence artificielle conversationnelle et relève des mécanismes addictifs.",
      authority('fr'),
    ],
    [
      'Rapportage: AI-chatbots voor vriendschap bevatten verslavende elementen',
      'De toezichthouder onderzocht negen chatbots die zich voordoen als echte mensen en een gevaar kunnen vormen voor kwetsbare gebruikers.',
      authority('nl'),
    ],
    [
      'Rapporto: i chatbot di intelligenza artificiale come amici virtuali creano dipendenza',
      "L'Autorità ha analizzato dieci app di intelligenza artificiale che si presentano come persone reali.",
      authority('it'),
    ],
    [
      'Estudio: los chatbots de inteligencia artificial de compañía generan dependencia',
      'La autoridad ha analizado diez aplicaciones de IA que se presentan como personas reales y suponen un riesgo para usuarios vulnerables.',
      authority('es'),
    ],
  ];
  for (const [title, text, params] of risks) t.false(isRelevant(item(title, text), params), title);
  const supervised: [string, string, ReturnType<typeof authority>][] = [
    [
      'Report: risks of AI recommender systems',
      'As AI supervisor, the authority analyses the risks of AI systems every six months.',
      authority('en'),
    ],
    [
      'Rapportage AI-risico’s: aanbevelingssystemen',
      'Als AI-toezichthouder analyseert de toezichthouder elk halfjaar de risico’s van AI-systemen.',
      authority('nl'),
    ],
    ['Studie zu KI-Risiken', 'Die Studie zeigt, wo die DSGVO beim Einsatz künstlicher Intelligenz verletzt wird.', authority('de')],
    [
      "Étude sur les risques de l'IA",
      "L'étude montre comment le RGPD s'applique aux systèmes d'intelligence artificielle.",
      authority('fr'),
    ],
    [
      "Rapporto sui rischi dell'intelligenza artificiale",
      "Il rapporto illustra l'applicazione del GDPR ai sistemi di intelligenza artificiale.",
      authority('it'),
    ],
    [
      'Estudio sobre los riesgos de la inteligencia artificial',
      'El estudio analiza cómo se aplica el RGPD a los sistemas de inteligencia artificial.',
      authority('es'),
    ],
  ];
  for (const [title, text, params] of supervised) t.true(isRelevant(item(title, text), params), title);
});

test('R13: a parliament’s digest or sitting record whose headline names AI but whose text never does is not about AI regulation', (t) => {
  const digests: [string, string, ReturnType<typeof parliament>][] = [
    [
      'Fisheries, rail freight, artificial intelligence, housing',
      'Last week the committee carried out the following business:\n- It heard representatives of the rail freight operators on the bill on rail freight.\n- It continued its examination of the housing bill.',
      parliament('en'),
    ],
    [
      'Wohnungsbau, Güterverkehr, künstliche Intelligenz, Fischerei',
      'Wochenrückblick des Ausschusses:\n- Anhörung zum Gesetzentwurf über den Güterverkehr.\n- Beratung des Gesetzentwurfs zum Wohnungsbau.',
      parliament('de'),
    ],
    [
      'Logement, fret ferroviaire, intelligence artificielle, pêche',
      "Ordre du jour de la séance :\n- Audition des représentants du fret ferroviaire sur le projet de loi relatif au fret.\n- Suite de l'examen de la proposition de loi sur le logement.",
      parliament('fr'),
    ],
    [
      'Woningbouw, goederenvervoer, kunstmatige intelligentie, visserij',
      'Weekoverzicht van de commissie:\n- Hoorzitting over het wetsvoorstel goederenvervoer per spoor.\n- Voortzetting van de behandeling van het wetsvoorstel woningbouw.',
      parliament('nl'),
    ],
    [
      'Edilizia residenziale, trasporto merci, intelligenza artificiale, pesca',
      "La settimana scorsa la Commissione ha svolto le seguenti attività:\n- Audizione di rappresentanti del trasporto merci sul disegno di legge n. 512.\n- Seguito dell'esame del disegno di legge n. 733 in materia di edilizia residenziale.",
      parliament('it'),
    ],
    [
      'Vivienda, transporte de mercancías, inteligencia artificial, pesca',
      'Resumen semanal de la Comisión:\n- Comparecencia de representantes del transporte de mercancías sobre el proyecto de ley de transporte.\n- Continuación del debate del proyecto de ley de vivienda.',
      parliament('es'),
    ],
  ];
  for (const [title, text, params] of digests) t.false(isRelevant(item(title, text), params), title);
  t.true(
    isRelevant(
      item(
        'Edilizia residenziale, intelligenza artificiale, pesca',
        "La settimana scorsa la Commissione ha svolto le seguenti attività:\n- Seguito dell'esame del disegno di legge n. 1146 in materia di intelligenza artificiale.",
      ),
      parliament('it'),
    ),
    'the text names the AI bill',
  );
  t.true(
    isRelevant(
      item(
        'Wohnungsbau, KI-Verordnung',
        'Wochenrückblick des Ausschusses:\n- Beratung des Gesetzentwurfs zur Durchführung der KI-Verordnung.',
      ),
      parliament('de'),
    ),
    'the text names the Act',
  );
});

test('R14: a wider act with a rule on what AI produces or on automated decisions is AI regulation', (t) => {
  const rules: [string, string, ReturnType<typeof parliament>][] = [
    [
      'Bill on the protection of minors online passes second reading',
      'The bill makes it an offence to create or share sexual images of children generated by artificial intelligence.',
      parliament('en'),
    ],
    [
      'Gesetzentwurf zum Schutz Minderjähriger im Internet in erster Lesung beraten',
      'Der Entwurf stellt die Herstellung von KI-generierten Missbrauchsdarstellungen von Kindern unter Strafe.',
      parliament('de'),
    ],
    [
      'Protection des mineurs en ligne : le projet de loi adopté en première lecture',
      "Le texte punit la diffusion de contenus à caractère sexuel représentant des mineurs générés par l'intelligence artificielle.",
      parliament('fr'),
    ],
    [
      'Wetsvoorstel bescherming van minderjarigen online aangenomen door de Tweede Kamer',
      'Het voorstel stelt het maken van seksuele beelden van kinderen die met AI gegenereerd zijn strafbaar; het gaat om AI-gegenereerde beelden.',
      parliament('nl'),
    ],
    [
      'Tutela dei minori online, il disegno di legge approvato in prima lettura',
      "Il testo punisce la diffusione di immagini sessuali di minori generate con l'intelligenza artificiale.",
      parliament('it'),
    ],
    [
      'El proyecto de ley para proteger a menores en internet supera el debate de totalidad',
      'La norma reforma el Código Penal para castigar el contenido sexual de menores generado por inteligencia artificial.',
      parliament('es'),
    ],
  ];
  for (const [title, text, params] of rules) t.true(isRelevant(item(title, text), params), title);
});
