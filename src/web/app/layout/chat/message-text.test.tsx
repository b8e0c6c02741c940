import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isInternalPath, MessageText } from './message-text';

const renderText = (text: string, onNavigate = vi.fn()) =>
  render(
    <MemoryRouter>
      <MessageText text={text} onNavigate={onNavigate} />
    </MemoryRouter>,
  );

describe('isInternalPath', () => {
  it.each(['/tips', '/', '/tools?calc=each-way', '/betting-guide#each-way', '/learn/basics'])(
    '%s is ours',
    (path) => expect(isInternalPath(path)).toBe(true),
  );
  it.each([
    '//evil.example',
    '/\\evil.example',
    '/tips\\..\\x',
    'https://www.racingpost.com',
    'javascript:alert(1)',
    'tips',
    'mailto:help@racepro.test',
    '',
  ])('%s is not', (path) => expect(isInternalPath(path)).toBe(false));
});

describe('MessageText', () => {
  it('links every internal markdown link in order and keeps the text around them', () => {
    const { container } = renderText('See [Tips](/tips), then [the guide](/betting-guide).\nGood luck!');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tips', '/tips'],
      ['the guide', '/betting-guide'],
    ]);
    expect(container.textContent).toBe('See Tips, then the guide.\nGood luck!');
  });

  it('leaves other links, broken markdown and markup as plain text', () => {
    const text =
      '[x](javascript:alert(1)) [y](/with space) [z](/tips <b>hi</b> <script>alert(1)</script> [](/tips)';
    const { container } = renderText(text);
    expect(container.querySelector('a, b, script')).toBeNull();
    expect(container.textContent).toBe(text);
  });

  it('runs onNavigate when a link is followed', () => {
    const onNavigate = vi.fn();
    const { container } = renderText('[Tips](/tips)', onNavigate);
    container.querySelector('a')!.click();
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
