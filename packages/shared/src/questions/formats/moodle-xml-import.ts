import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { QUESTION_IMPORT_MESSAGES as M } from '../../question-messages.js';
import { categoryPath, ImportCollector, tooLargeToImport, type ImportResult } from './import-result.js';
import { attachmentsOf, takeOutFileContents } from './moodle-xml-files.js';
import { asList, asNode, markdownOf, numberOf, optionalMarkdown, textOf } from './moodle-xml-nodes.js';
import { moodleQuestionBody } from './moodle-xml-questions.js';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['question', 'answer', 'subquestion', 'file'].includes(name),
});

/** The line of each `<question` tag, in order (CDATA sections and comments, which could hold one, are skipped). */
function questionLines(source: string): number[] {
  const blanked = source.replace(/<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->/g, (skipped) =>
    skipped.replace(/[^\n]/g, ' '),
  );
  return [...blanked.matchAll(/<question\b/g)].map((match) => blanked.slice(0, match.index).split('\n').length);
}

/**
 * Reads a Moodle XML export (fast-xml-parser): category elements, multichoice (single and
 * multiple), truefalse, shortanswer, numerical, matching and qtype_ordering questions, CDATA
 * and HTML texts (made Markdown), embedded base64 pictures as attachments. Essays,
 * descriptions and other types are per-question errors; a file that is not well-formed XML,
 * or has a DOCTYPE (entity expansion), is one error for the whole file. Never throws.
 */
export function importMoodleXml(source: string): ImportResult {
  const tooLarge = tooLargeToImport(source);
  if (tooLarge) return tooLarge;
  const collector = new ImportCollector();
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) return fail(collector, M.xmlInvalid);
  const valid = XMLValidator.validate(source);
  if (valid !== true) return fail(collector, M.xmlInvalid, valid.err.line);
  const { xml, contents } = takeOutFileContents(source);
  const quiz = parsed(xml)?.quiz;
  if (quiz === undefined) return fail(collector, M.notMoodleXml);
  const lines = questionLines(source);
  let category: string | null = null;
  let index = 0;
  for (const [i, question] of asList(asNode(quiz).question).entries()) {
    if (question.type === 'category') {
      category = categoryPath(textOf(question.category));
      continue;
    }
    index += 1;
    const place = { index, line: lines[i], title: textOf(question.name).trim() || undefined };
    const read = moodleQuestionBody(question);
    const files = attachmentsOf(question, contents);
    if ('error' in read) collector.fail(place, read.error);
    else if ('error' in files) collector.fail(place, files.error);
    else {
      const points = numberOf(question.defaultgrade);
      const common = {
        title: place.title,
        text: markdownOf(question.questiontext),
        general_feedback: optionalMarkdown(question.generalfeedback),
      };
      collector.add(
        place,
        category,
        { ...common, ...(Number.isNaN(points) ? {} : { default_points: points }), ...read.body },
        files.attachments,
      );
    }
  }
  return collector.finish();
}

/** The document, or undefined if the parser still refuses what the validator let through. */
function parsed(source: string) {
  try {
    return asNode(parser.parse(source));
  } catch {
    return undefined;
  }
}

function fail(collector: ImportCollector, message: string, line?: number): ImportResult {
  collector.fail({ index: 0, line }, message);
  return collector.result;
}
