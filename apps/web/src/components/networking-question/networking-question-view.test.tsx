import { Button } from '@mantine/core';
import {
  ANSWER_KINDS,
  buildQuestion,
  checkAnswers,
  FIELD_LABELS,
  NETWORKING_QUESTION_TYPES,
  STEP_KEYS,
  type CheckResult,
  type NetworkingQuestion,
} from '@netclass/shared/networking-questions';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import en from '../../locales/en.json';
import { renderRoutes } from '../../test/render';
import { NetworkingQuestionView } from './networking-question-view';

/** Practice mode as item 5 will wire it: type, check at once, see the marks and the worked solution. */
function Practice({ question }: { question: NetworkingQuestion }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, setResult] = useState<CheckResult>();
  return (
    <>
      <NetworkingQuestionView
        question={question}
        values={values}
        onChange={(key, value) => setValues((old) => ({ ...old, [key]: value }))}
        result={result}
        answer={question.answer}
        showExplanation={result !== undefined}
      />
      <Button onClick={() => setResult(checkAnswers(question, values))}>Check</Button>
    </>
  );
}

const facts = buildQuestion('ipv4-subnet-facts', { address: '192.168.10.77', prefix: 30 });
const render = (element: React.ReactNode) => renderRoutes([{ path: '/', element }], '/');

describe('NetworkingQuestionView', () => {
  afterEach(async () => {
    await i18n.changeLanguage('vi');
  });

  it('asks the question with one labelled field per answer, each saying the notation it takes', () => {
    render(<Practice question={facts} />);
    expect(screen.getByRole('heading', { name: 'Mạng con IPv4' })).toBeInTheDocument();
    expect(screen.getByText('Với địa chỉ 192.168.10.77/30, hãy tìm:')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    for (const name of [
      'Địa chỉ mạng',
      'Địa chỉ quảng bá (broadcast)',
      'Địa chỉ host đầu tiên',
      'Địa chỉ host cuối cùng',
      'Số host dùng được trong mỗi mạng con',
    ]) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Mặt nạ mạng con (subnet mask)' })).toHaveAccessibleDescription(
      'Ví dụ 255.255.255.0 hoặc /24',
    );
    expect(screen.queryByText('Lời giải chi tiết')).not.toBeInTheDocument();
  });

  it('marks each field once checked, shows the expected answer of a wrong one and the worked solution', async () => {
    render(<Practice question={facts} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Địa chỉ mạng' }), '192.168.10.076');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mặt nạ mạng con (subnet mask)' }), '/30');
    await userEvent.type(screen.getByRole('textbox', { name: 'Địa chỉ quảng bá (broadcast)' }), '192.168.10.80');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));

    expect(screen.getByText('Đúng 2/6')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Địa chỉ mạng' })).toHaveAccessibleDescription(/Đúng/);
    expect(screen.getByRole('textbox', { name: 'Địa chỉ quảng bá (broadcast)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByText('Sai. Đáp án: 192.168.10.79')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lời giải chi tiết' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Địa chỉ mạng = địa chỉ AND mặt nạ: 11000000.10101000.00001010.01001101 AND 11111111.11111111.11111111.11111100 = ' +
          '11000000.10101000.00001010.01001100 = 192.168.10.76.',
      ),
    ).toBeInTheDocument();
  });

  it('in English: names the number bases, works each octet, and without onChange is read-only', async () => {
    await i18n.changeLanguage('en');
    render(
      <NetworkingQuestionView
        question={buildQuestion('number-conversion', { from: 'hex', to: 'binary', width: 8, value: '8A' })}
        values={{}}
        showExplanation
      />,
    );
    expect(screen.getByText('Convert 8A (an octet) from hexadecimal to binary.')).toBeInTheDocument();
    expect(screen.getByText('8A: each hexadecimal digit is 4 bits, 1000 1010 → 10001010.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Result' })).toHaveAttribute('readonly');
  });

  it('has a text for every question type, field, notation and step', () => {
    const texts = en.networkingQuestions as unknown as Record<string, Record<string, string>>;
    for (const type of NETWORKING_QUESTION_TYPES)
      expect([texts.types?.[type], texts.prompts?.[type]], type).not.toContain(undefined);
    for (const label of FIELD_LABELS) expect(texts.fields?.[label], label).toBeDefined();
    for (const kind of ANSWER_KINDS) expect(texts.hints?.[kind], kind).toBeDefined();
    for (const key of STEP_KEYS) expect(texts.steps?.[key], key).toBeDefined();
  });
});
