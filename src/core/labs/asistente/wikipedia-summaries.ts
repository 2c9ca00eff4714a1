// A bundled set of Wikipedia page summaries in the shape of the REST endpoint's answer
// (GET https://en.wikipedia.org/api/rest_v1/page/summary/<title>), so that the lab's wikipedia_search answers
// offline and the same way every time. The extracts are short paraphrases of each article's lead (Wikipedia
// text is CC BY-SA 4.0), written so that the facts the question set needs fall within the tool's 500-character
// cap; the Python article's runs past it, as real leads do. Fields the lab would have to invent (page ids,
// revisions, timestamps, Wikidata ids) are left out.

export interface WikipediaSummary {
  type: 'standard' | 'disambiguation';
  title: string;
  displaytitle: string;
  titles: { canonical: string; normalized: string; display: string };
  lang: 'en';
  dir: 'ltr';
  description: string;
  content_urls: {
    desktop: { page: string; revisions: string; edit: string; talk: string };
    mobile: { page: string; revisions: string; edit: string; talk: string };
  };
  extract: string;
  extract_html: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function pageUrls(host: string, canonical: string) {
  const path = encodeURIComponent(canonical);
  return {
    page: `https://${host}/wiki/${path}`,
    revisions: `https://${host}/wiki/${path}?action=history`,
    edit: `https://${host}/wiki/${path}?action=edit`,
    talk: `https://${host}/wiki/Talk:${path}`,
  };
}

function summary(title: string, description: string, extract: string, type: WikipediaSummary['type'] = 'standard'): WikipediaSummary {
  const canonical = title.replace(/ /g, '_');
  const display = `<span class="mw-page-title-main">${escapeHtml(title)}</span>`;
  return {
    type,
    title: canonical,
    displaytitle: display,
    titles: { canonical, normalized: title, display },
    lang: 'en',
    dir: 'ltr',
    description,
    content_urls: { desktop: pageUrls('en.wikipedia.org', canonical), mobile: pageUrls('en.m.wikipedia.org', canonical) },
    extract,
    extract_html: `<p>${escapeHtml(extract)}</p>`,
  };
}

export const WIKIPEDIA_SUMMARIES: readonly WikipediaSummary[] = [
  summary(
    'Python (programming language)',
    'General-purpose programming language',
    'Python is a high-level, general-purpose programming language. Its design philosophy emphasizes code ' +
      'readability with the use of significant indentation. Python is dynamically type-checked and ' +
      'garbage-collected. It supports multiple programming paradigms, including structured, object-oriented and ' +
      'functional programming, and is often described as a "batteries included" language because of its ' +
      'comprehensive standard library. Guido van Rossum began working on Python in the late 1980s as a successor ' +
      'to the ABC programming language and first released it in 1991 as Python 0.9.0. Python 3.0, released in ' +
      '2008, was a major revision not completely backward-compatible with earlier versions. Python consistently ' +
      'ranks as one of the most popular programming languages and is widely used in the machine learning community.',
  ),
  summary('Python', 'Topics referred to by the same term', 'Python may refer to:', 'disambiguation'),
  summary(
    'Albert Einstein',
    'German-born physicist (1879–1955)',
    'Albert Einstein was a German-born theoretical physicist who is best known for developing the theory of ' +
      'relativity. He also made important contributions to quantum mechanics. His mass–energy equivalence ' +
      'formula E = mc2 has been called "the world\'s most famous equation". He received the 1921 Nobel Prize in ' +
      'Physics for his services to theoretical physics, and especially for his discovery of the law of the ' +
      'photoelectric effect.',
  ),
  summary(
    'Eiffel Tower',
    'Tower in Paris, France',
    'The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. It is named after ' +
      'the engineer Gustave Eiffel, whose company designed and built the tower from 1887 to 1889 as the ' +
      "centrepiece of the 1889 World's Fair. The tower is 330 metres (1,083 ft) tall, about the same height as an " +
      '81-storey building, and was the tallest human-made structure in the world until the Chrysler Building in ' +
      'New York City was finished in 1930.',
  ),
  summary(
    'Mount Everest',
    "Earth's highest mountain above sea level",
    "Mount Everest is Earth's highest mountain above sea level, located in the Mahalangur Himal sub-range of the " +
      'Himalayas. The China–Nepal border runs across its summit point. Its elevation of 8,848.86 m ' +
      '(29,031 ft 8 in) was most recently established in 2020 by Chinese and Nepali authorities. Its first ' +
      'confirmed ascent was made by Tenzing Norgay and Edmund Hillary in 1953.',
  ),
  summary(
    'Apollo 11',
    'First crewed Moon landing (1969)',
    'Apollo 11 was the first spaceflight to land humans on the Moon, conducted by NASA from July 16 to 24, ' +
      '1969. Commander Neil Armstrong and Lunar Module Pilot Buzz Aldrin landed the Lunar Module Eagle on ' +
      'July 20, 1969, and Armstrong became the first person to step onto the surface of the Moon. Michael ' +
      'Collins flew the Command Module Columbia alone in lunar orbit while they were on the surface.',
  ),
  summary(
    'FAISS',
    'Open-source library for similarity search',
    'FAISS (Facebook AI Similarity Search) is an open-source library for similarity search and clustering of ' +
      'dense vectors. It contains algorithms that search in sets of vectors of any size, up to ones that may ' +
      'not fit in RAM, and supporting code for evaluation and parameter tuning. FAISS is written in C++ with ' +
      'complete wrappers for Python, and some of its algorithms run on the GPU. It is developed by Meta ' +
      "Platforms' Fundamental AI Research group.",
  ),
  summary(
    'Marie Curie',
    'Polish-French physicist and chemist (1867–1934)',
    'Marie Salomea Skłodowska-Curie was a Polish and naturalised-French physicist and chemist who conducted ' +
      'pioneering research on radioactivity. She was the first woman to win a Nobel Prize, the first person to ' +
      'win a Nobel Prize twice, and the only person to win a Nobel Prize in two scientific fields: physics in ' +
      '1903 and chemistry in 1911.',
  ),
  summary(
    'Alan Turing',
    'English computer scientist (1912–1954)',
    'Alan Mathison Turing was an English mathematician, computer scientist, logician, cryptanalyst, ' +
      'philosopher and theoretical biologist. He was highly influential in the development of theoretical ' +
      'computer science, formalising the concepts of algorithm and computation with the Turing machine, a model ' +
      'of a general-purpose computer. During the Second World War he worked at Bletchley Park on breaking ' +
      'German ciphers.',
  ),
  summary(
    'Ada Lovelace',
    'English mathematician (1815–1852)',
    "Augusta Ada King, Countess of Lovelace, was an English mathematician and writer chiefly known for her work " +
      "on Charles Babbage's proposed mechanical general-purpose computer, the Analytical Engine. She was the " +
      'first to recognise that the machine had applications beyond pure calculation, and her notes include an ' +
      'algorithm for computing Bernoulli numbers, for which she is often regarded as the first computer programmer.',
  ),
  summary(
    'Great Wall of China',
    'Series of fortifications in China',
    'The Great Wall of China is a series of fortifications built across the historical northern borders of ' +
      'ancient Chinese states and Imperial China as protection against nomadic groups from the Eurasian Steppe. ' +
      'Several walls were built from as early as the 7th century BC; the best-known sections were built by the ' +
      'Ming dynasty (1368–1644). Altogether, the walls are estimated to be 21,196 km (13,171 mi) long.',
  ),
  summary(
    'Tokyo',
    'Capital and most populous city of Japan',
    'Tokyo, officially the Tokyo Metropolis, is the capital and most populous city of Japan. The Greater Tokyo ' +
      'Area, which includes Tokyo and parts of six neighbouring prefectures, is the most populous metropolitan ' +
      'area in the world. Tokyo was formerly named Edo and became the imperial capital in 1868, when the ' +
      'emperor moved there from Kyoto.',
  ),
  summary(
    'Coordinated Universal Time',
    'Primary time standard',
    'Coordinated Universal Time (UTC) is the primary time standard globally used to regulate clocks and time. ' +
      'It establishes a reference for the current time, forming the basis for civil time and time zones, and ' +
      'is the effective successor to Greenwich Mean Time (GMT). UTC does not observe daylight saving time; ' +
      'local times are expressed as offsets from it, such as UTC+09:00 for Japan.',
  ),
];

/** Titles that Wikipedia redirects to one of the bundled articles. */
export const WIKIPEDIA_REDIRECTS: Readonly<Record<string, string>> = {
  UTC: 'Coordinated Universal Time',
  Einstein: 'Albert Einstein',
  'Facebook AI Similarity Search': 'FAISS',
  'Python programming language': 'Python (programming language)',
};
