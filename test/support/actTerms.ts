import type { Topic } from '../../src/domain/vocabulary.js';
import type { PublicationLanguage } from '../../src/domain/vocabulary.js';

/**
 * The AI Act's own terminology, per topic and per official language version: the headings of the
 * articles and chapters that are the topic (Regulation (EU) 2024/1689 as published in each language
 * in the Official Journal) and the defined terms they use, each with a plural or an inflected form
 * an authority writes (a dative, a genitive, a singular where the heading has a plural). Written from
 * the Act, not from the labelled set: every entry, named in a title or alone in the text, must give
 * its topic (`test/watching/topics.test.ts`).
 */
export const ACT_TERMS: Partial<Record<Topic, Record<PublicationLanguage, string[]>>> = {
  // Art. 5 and Chapter II: prohibited AI practices. Emotion recognition and biometric categorisation are named
  // with what the ban covers (Art. 5(1)(f): at work and in education; Art. 5(1)(g): categorising persons by their
  // biometric data to infer sensitive traits): named alone they are also Annex III's high-risk uses and Art. 50(3)'s duty to inform.
  prohibited: {
    en: [
      'prohibited AI practices',
      'a prohibited AI practice',
      'AI practices that are prohibited',
      'emotion recognition in the workplace and in education institutions',
      'untargeted scraping of facial images from the internet or CCTV footage',
      'biometric categorisation systems that categorise individually natural persons based on their biometric data',
      'real-time remote biometric identification systems in publicly accessible spaces',
    ],
    de: [
      'Verbotene Praktiken im KI-Bereich',
      'die verbotenen Praktiken im KI-Bereich',
      'verbotene KI-Praktiken',
      'Emotionserkennung am Arbeitsplatz und in Bildungseinrichtungen',
      'ungezieltes Auslesen von Gesichtsbildern aus dem Internet oder von Überwachungsaufnahmen',
      'biometrische Kategorisierungssysteme, mit denen natürliche Personen individuell auf der Grundlage ihrer biometrischen Daten kategorisiert werden',
      'biometrische Echtzeit-Fernidentifizierungssysteme in öffentlich zugänglichen Räumen',
    ],
    fr: [
      "Pratiques interdites en matière d'IA",
      "une pratique interdite en matière d'IA",
      "pratiques d'IA interdites",
      "reconnaissance des émotions sur le lieu de travail et dans les établissements d'enseignement",
      "moissonnage non ciblé d'images faciales provenant de l'internet ou de la vidéosurveillance",
      'systèmes de catégorisation biométrique qui catégorisent individuellement les personnes physiques sur la base de leurs données biométriques',
      "systèmes d'identification biométrique à distance en temps réel dans des espaces accessibles au public",
    ],
    nl: [
      'Verboden AI-praktijken',
      'een verboden AI-praktijk',
      'verboden praktijken op het gebied van AI',
      'emoties afleiden op de werkplek en in het onderwijs',
      'ongerichte scraping van gezichtsafbeeldingen van internet of CCTV-beelden',
      'systemen voor biometrische categorisering die natuurlijke personen individueel in categorieën indelen op basis van biometrische gegevens',
      'systemen voor biometrische identificatie op afstand in real time in openbare ruimten',
    ],
    it: [
      'Pratiche di IA vietate',
      'una pratica di IA vietata',
      'pratiche di intelligenza artificiale vietate',
      'inferire le emozioni nel luogo di lavoro e negli istituti di istruzione',
      'scraping non mirato di immagini facciali da internet o da filmati di telecamere a circuito chiuso',
      'sistemi di categorizzazione biometrica che classificano individualmente le persone fisiche sulla base dei loro dati biometrici',
      'sistemi di identificazione biometrica remota in tempo reale in spazi accessibili al pubblico',
    ],
    es: [
      'Prácticas de IA prohibidas',
      'una práctica de IA prohibida',
      'prácticas de inteligencia artificial prohibidas',
      'inferir las emociones en los lugares de trabajo y en los centros educativos',
      'extracción no selectiva de imágenes faciales de internet o de circuitos cerrados de televisión',
      'sistemas de categorización biométrica que clasifiquen individualmente a las personas físicas sobre la base de sus datos biométricos',
      'sistemas de identificación biométrica remota en tiempo real en espacios de acceso público',
    ],
  },
  // Art. 50 and Chapter IV: transparency obligations; Art. 86: the right to an explanation.
  transparency: {
    en: [
      'Transparency obligations for providers and deployers of certain AI systems',
      'a transparency obligation',
      'right to explanation of individual decision-making',
      'AI systems intended to interact directly with natural persons',
      'marked in a machine-readable format and detectable as artificially generated or manipulated',
    ],
    de: [
      'Transparenzpflichten für Anbieter und Betreiber bestimmter KI-Systeme',
      'die Transparenzpflicht der Betreiber',
      'Recht auf Erläuterung der Entscheidungsfindung im Einzelfall',
      'KI-Systeme, die für die direkte Interaktion mit natürlichen Personen bestimmt sind',
      'in einem maschinenlesbaren Format gekennzeichnet und als künstlich erzeugt oder manipuliert erkennbar',
    ],
    fr: [
      "Obligations de transparence pour les fournisseurs et les déployeurs de certains systèmes d'IA",
      'une obligation de transparence',
      "Droit à l'explication des décisions individuelles",
      "systèmes d'IA destinés à interagir directement avec des personnes physiques",
      'marqués dans un format lisible par machine et identifiables comme ayant été générés ou manipulés par une IA',
    ],
    nl: [
      'Transparantieverplichtingen voor aanbieders en gebruiksverantwoordelijken van bepaalde AI-systemen',
      'de transparantieverplichting van aanbieders',
      'Recht op uitleg over individuele besluitvorming',
      'AI-systemen die bedoeld zijn om rechtstreeks met natuurlijke personen te interageren',
      'in een machineleesbaar formaat gemarkeerd en detecteerbaar als kunstmatig gegenereerd of gemanipuleerd',
    ],
    it: [
      'Obblighi di trasparenza per i fornitori e i deployer di determinati sistemi di IA',
      "l'obbligo di trasparenza",
      'Diritto alla spiegazione dei singoli processi decisionali',
      'sistemi di IA destinati a interagire direttamente con le persone fisiche',
      'marcati in un formato leggibile meccanicamente e rilevabili come generati o manipolati artificialmente',
    ],
    es: [
      'Obligaciones de transparencia de los proveedores y responsables del despliegue de determinados sistemas de IA',
      'la obligación de transparencia',
      'Derecho a explicación de decisiones tomadas individualmente',
      'sistemas de IA destinados a interactuar directamente con personas físicas',
      'marcados en un formato legible por máquina y que sea posible detectar que han sido generados o manipulados de manera artificial',
    ],
  },
  // Art. 10: data and data governance.
  'data-governance': {
    en: ['Data and data governance', 'training, validation and testing data sets'],
    de: ['Daten und Daten-Governance', 'Trainings-, Validierungs- und Testdatensätze'],
    fr: ['Données et gouvernance des données', "jeux de données d'entraînement, de validation et de test"],
    nl: ['Data en datagovernance', 'datasets voor training, validatie en tests'],
    it: ['Dati e governance dei dati', 'set di dati di addestramento, convalida e prova'],
    es: ['Datos y gobernanza de datos', 'conjuntos de datos de entrenamiento, validación y prueba'],
  },
  // Art. 14: human oversight.
  'human-oversight': {
    en: ['Human oversight', 'human oversight measures'],
    de: ['Menschliche Aufsicht', 'Maßnahmen zur menschlichen Aufsicht'],
    fr: ['Contrôle humain', 'mesures de contrôle humain'],
    nl: ['Menselijk toezicht', 'maatregelen voor menselijk toezicht'],
    it: ['Sorveglianza umana', 'misure di sorveglianza umana'],
    es: ['Supervisión humana', 'medidas de supervisión humana'],
  },
  // Art. 15: accuracy, robustness and cybersecurity (both topics).
  robustness: {
    en: ['Accuracy, robustness and cybersecurity', 'levels of accuracy and robustness'],
    de: ['Genauigkeit, Robustheit und Cybersicherheit', 'Maß an Genauigkeit und Robustheit'],
    fr: ['Exactitude, robustesse et cybersécurité', "niveau approprié d'exactitude et de robustesse"],
    nl: ['Nauwkeurigheid, robuustheid en cyberbeveiliging', 'passend niveau van nauwkeurigheid en robuustheid'],
    it: ['Accuratezza, robustezza e cibersicurezza', 'livello di accuratezza e robustezza'],
    es: ['Precisión, solidez y ciberseguridad', 'nivel de precisión y solidez'],
  },
  cybersecurity: {
    en: ['Accuracy, robustness and cybersecurity', 'an appropriate level of cybersecurity'],
    de: ['Genauigkeit, Robustheit und Cybersicherheit', 'ein angemessenes Maß an Cybersicherheit'],
    fr: ['Exactitude, robustesse et cybersécurité', 'un niveau approprié de cybersécurité'],
    nl: ['Nauwkeurigheid, robuustheid en cyberbeveiliging', 'een passend niveau van cyberbeveiliging'],
    it: ['Accuratezza, robustezza e cibersicurezza', 'un adeguato livello di cibersicurezza'],
    es: ['Precisión, solidez y ciberseguridad', 'un nivel adecuado de ciberseguridad'],
  },
  // Art. 27: the fundamental rights impact assessment.
  'fundamental-rights': {
    en: ['Fundamental rights impact assessment for high-risk AI systems', 'fundamental rights impact assessments'],
    de: ['Grundrechte-Folgenabschätzung für Hochrisiko-KI-Systeme', 'eine Grundrechte-Folgenabschätzung'],
    fr: [
      "Analyse d'impact des systèmes d'IA à haut risque sur les droits fondamentaux",
      "l'analyse d'impact relative aux droits fondamentaux",
    ],
    nl: ['Beoordeling van de gevolgen voor de grondrechten van AI-systemen met een hoog risico', 'een grondrechteneffectbeoordeling'],
    it: [
      "Valutazione d'impatto sui diritti fondamentali per i sistemi di IA ad alto rischio",
      "la valutazione d'impatto sui diritti fondamentali",
    ],
    es: [
      'Evaluación de impacto relativa a los derechos fundamentales para los sistemas de IA de alto riesgo',
      'una evaluación de impacto relativa a los derechos fundamentales',
    ],
  },
  // Art. 57–61 and Chapter VI: AI regulatory sandboxes, testing in real-world conditions.
  sandbox: {
    en: [
      'AI regulatory sandboxes',
      'an AI regulatory sandbox',
      'Testing of high-risk AI systems in real world conditions outside AI regulatory sandboxes',
    ],
    de: ['KI-Reallabore', 'ein KI-Reallabor', 'Tests von Hochrisiko-KI-Systemen unter Realbedingungen außerhalb von KI-Reallaboren'],
    fr: [
      "Bacs à sable réglementaires de l'IA",
      "un bac à sable réglementaire de l'IA",
      "Essais de systèmes d'IA à haut risque en conditions réelles en dehors des bacs à sable réglementaires de l'IA",
    ],
    nl: [
      'AI-testomgevingen voor regelgeving',
      'een AI-testomgeving voor regelgeving',
      'Testen van AI-systemen met een hoog risico onder reële omstandigheden buiten AI-testomgevingen voor regelgeving',
    ],
    it: [
      "Spazi di sperimentazione normativa per l'IA",
      "uno spazio di sperimentazione normativa per l'IA",
      "Prove di sistemi di IA ad alto rischio in condizioni reali al di fuori degli spazi di sperimentazione normativa per l'IA",
    ],
    es: [
      'Espacios controlados de pruebas para la IA',
      'un espacio controlado de pruebas para la IA',
      'Pruebas de sistemas de IA de alto riesgo en condiciones reales fuera de los espacios controlados de pruebas para la IA',
    ],
  },
  // Art. 40–41: harmonised standards and standardisation deliverables, common specifications.
  standards: {
    en: ['Harmonised standards and standardisation deliverables', 'Common specifications', 'a harmonised standard'],
    de: ['Harmonisierte Normen und Normungsdokumente', 'Gemeinsame Spezifikationen', 'eine harmonisierte Norm'],
    fr: ['Normes harmonisées et livrables de la normalisation', 'Spécifications communes', 'une norme harmonisée'],
    nl: ['Geharmoniseerde normen en normalisatieproducten', 'Gemeenschappelijke specificaties', 'een geharmoniseerde norm'],
    it: ['Norme armonizzate e prodotti della normazione', 'Specifiche comuni', 'una norma armonizzata'],
    es: ['Normas armonizadas y documentos de normalización', 'Especificaciones comunes', 'una norma armonizada'],
  },
  // Chapter V: general-purpose AI models, with systemic risk; Art. 53 obligations of their providers.
  gpai: {
    en: [
      'General-purpose AI models',
      'general-purpose AI models with systemic risk',
      'Obligations for providers of general-purpose AI models',
      'the provider of a general-purpose AI model',
    ],
    de: [
      'KI-Modelle mit allgemeinem Verwendungszweck',
      'KI-Modelle mit allgemeinem Verwendungszweck mit systemischem Risiko',
      'Pflichten der Anbieter von KI-Modellen mit allgemeinem Verwendungszweck',
      'der Anbieter eines KI-Modells mit allgemeinem Verwendungszweck',
    ],
    fr: [
      "Modèles d'IA à usage général",
      "modèles d'IA à usage général présentant un risque systémique",
      "Obligations incombant aux fournisseurs de modèles d'IA à usage général",
      "le fournisseur d'un modèle d'IA à usage général",
    ],
    nl: [
      'AI-modellen voor algemene doeleinden',
      'AI-modellen voor algemene doeleinden met een systeemrisico',
      'Verplichtingen voor aanbieders van AI-modellen voor algemene doeleinden',
      'de aanbieder van een AI-model voor algemene doeleinden',
    ],
    it: [
      'Modelli di IA per finalità generali',
      'modelli di IA per finalità generali con rischio sistemico',
      'Obblighi dei fornitori di modelli di IA per finalità generali',
      'il fornitore di un modello di IA per finalità generali',
    ],
    es: [
      'Modelos de IA de uso general',
      'modelos de IA de uso general con riesgo sistémico',
      'Obligaciones de los proveedores de modelos de IA de uso general',
      'el proveedor de un modelo de IA de uso general',
    ],
  },
  // Art. 70 national competent authorities, Art. 74 market surveillance, Art. 73 serious incidents, Art. 99 penalties, Art. 85 complaints.
  enforcement: {
    en: [
      'Designation of national competent authorities and single points of contact',
      'Market surveillance and control of AI systems in the Union market',
      'Reporting of serious incidents',
      'Penalties',
      'Right to lodge a complaint with a market surveillance authority',
      'the market surveillance authorities',
      'administrative fines',
      'a serious incident',
      'Procedure at national level for dealing with AI systems presenting a risk',
      'Union safeguard procedure',
    ],
    de: [
      'Benennung nationaler zuständiger Behörden und zentraler Anlaufstellen',
      'Marktüberwachung und Kontrolle von KI-Systemen auf dem Unionsmarkt',
      'Meldung schwerwiegender Vorfälle',
      'Sanktionen',
      'Recht auf Beschwerde bei einer Marktüberwachungsbehörde',
      'die Marktüberwachungsbehörden',
      'Geldbußen',
      'ein schwerwiegender Vorfall',
      'Verfahren auf nationaler Ebene für den Umgang mit KI-Systemen, die ein Risiko bergen',
      'Schutzklauselverfahren der Union',
    ],
    fr: [
      'Désignation des autorités nationales compétentes et des points de contact uniques',
      "Surveillance du marché et contrôle des systèmes d'IA sur le marché de l'Union",
      "Signalement d'incidents graves",
      'Sanctions',
      "Droit d'introduire une réclamation auprès d'une autorité de surveillance du marché",
      'les autorités de surveillance du marché',
      'amendes administratives',
      'un incident grave',
      "Procédure applicable au niveau national aux systèmes d'IA présentant un risque",
      "Procédure de sauvegarde de l'Union",
    ],
    nl: [
      'Aanwijzing van nationale bevoegde autoriteiten en centrale contactpunten',
      'Markttoezicht op en controle van AI-systemen op de markt van de Unie',
      'Melding van ernstige incidenten',
      'Sancties',
      'Recht om een klacht in te dienen bij een markttoezichtautoriteit',
      'de markttoezichtautoriteiten',
      'administratieve geldboeten',
      'een ernstig incident',
      'Procedure op nationaal niveau voor de omgang met AI-systemen die een risico inhouden',
      'Vrijwaringsprocedure van de Unie',
    ],
    it: [
      'Designazione delle autorità nazionali competenti e dei punti di contatto unici',
      "Vigilanza del mercato e controllo dei sistemi di IA nel mercato dell'Unione",
      'Segnalazione di incidenti gravi',
      'Sanzioni',
      "Diritto di presentare un reclamo a un'autorità di vigilanza del mercato",
      'le autorità di vigilanza del mercato',
      'sanzioni amministrative pecuniarie',
      'un incidente grave',
      'Procedura a livello nazionale per i sistemi di IA che presentano un rischio',
      "Procedura di salvaguardia dell'Unione",
    ],
    es: [
      'Designación de las autoridades nacionales competentes y de los puntos de contacto únicos',
      'Vigilancia del mercado y control de los sistemas de IA en el mercado de la Unión',
      'Notificación de incidentes graves',
      'Sanciones',
      'Derecho a presentar una reclamación ante una autoridad de vigilancia del mercado',
      'las autoridades de vigilancia del mercado',
      'multas administrativas',
      'un incidente grave',
      'Procedimiento aplicable a escala nacional a los sistemas de IA que presenten un riesgo',
      'Procedimiento de salvaguardia de la Unión',
    ],
  },
  // Art. 4 AI literacy, Art. 65 the AI Board, Art. 68 the scientific panel: the Act as a whole (governance).
  meta: {
    en: ['AI literacy', 'European Artificial Intelligence Board', 'Scientific panel of independent experts'],
    de: ['KI-Kompetenz', 'Europäisches Gremium für Künstliche Intelligenz', 'Wissenschaftliches Gremium unabhängiger Sachverständiger'],
    fr: ["Maîtrise de l'IA", "Comité européen de l'intelligence artificielle", "Groupe scientifique d'experts indépendants"],
    nl: ['AI-geletterdheid', 'Europese raad voor artificiële intelligentie', 'Wetenschappelijk panel van onafhankelijke deskundigen'],
    it: [
      'Alfabetizzazione in materia di IA',
      "Consiglio europeo per l'intelligenza artificiale",
      'Gruppo di esperti scientifici indipendenti',
    ],
    es: ['Alfabetización en materia de IA', 'Consejo Europeo de Inteligencia Artificial', 'Grupo de expertos científicos independientes'],
  },
  // Chapter III, Art. 6 classification rules, Art. 26 deployers' obligations: high-risk AI systems.
  'high-risk': {
    en: ['High-risk AI systems', 'Classification rules for high-risk AI systems', 'Obligations of deployers of high-risk AI systems'],
    de: [
      'Hochrisiko-KI-Systeme',
      'Einstufungsvorschriften für Hochrisiko-KI-Systeme',
      'Pflichten der Betreiber von Hochrisiko-KI-Systemen',
    ],
    fr: [
      "Systèmes d'IA à haut risque",
      "Règles relatives à la classification de systèmes d'IA comme systèmes à haut risque",
      "Obligations incombant aux déployeurs de systèmes d'IA à haut risque",
    ],
    nl: [
      'AI-systemen met een hoog risico',
      'Classificatieregels voor AI-systemen met een hoog risico',
      'Verplichtingen van gebruiksverantwoordelijken van AI-systemen met een hoog risico',
    ],
    it: [
      'Sistemi di IA ad alto rischio',
      'Regole di classificazione per i sistemi di IA ad alto rischio',
      'Obblighi dei deployer dei sistemi di IA ad alto rischio',
    ],
    es: [
      'Sistemas de IA de alto riesgo',
      'Reglas de clasificación de los sistemas de IA de alto riesgo',
      'Obligaciones de los responsables del despliegue de sistemas de IA de alto riesgo',
    ],
  },
};
