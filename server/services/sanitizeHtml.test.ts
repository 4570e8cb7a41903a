import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps the allowed tags without their attributes', () => {
    const html =
      '<h2 class="x">Title</h2><p style="color:red" onclick="alert(1)">A <b>bold</b>, <strong>s</strong>, <i>i</i>, <em>e</em>, <u>u</u>, <s>s</s><br/>next</p>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Title</h2><p>A <b>bold</b>, <strong>s</strong>, <i>i</i>, <em>e</em>, <u>u</u>, <s>s</s><br>next</p>',
    );
    expect(sanitizeHtml('<UL><LI>one</LI><li>two</li></UL><ol><li>x</li></ol><blockquote>q</blockquote><h3>3</h3><h4>4</h4>')).toBe(
      '<ul><li>one</li><li>two</li></ul><ol><li>x</li></ol><blockquote>q</blockquote><h3>3</h3><h4>4</h4>',
    );
  });

  it('drops other tags but keeps their text', () => {
    expect(sanitizeHtml('<div><span data-x="1">text</span> <h1>big</h1> <img src=x onerror=alert(1)>end</div>')).toBe('text big end');
  });

  it('drops scripts, styles and frames with their content, and comments', () => {
    expect(
      sanitizeHtml('a<script>alert("<p>x</p>")</script>b<style>p{}</style>c<iframe src="//evil"></iframe>d<!-- <p>hidden</p> -->e'),
    ).toBe('abcde');
    expect(sanitizeHtml('a<SCRIPT type="module">x</SCRIPT >b<script>never closed')).toBe('ab');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok<!doctype html><?xml x?>')).toBe('ok');
  });

  it('keeps links to http, https and mailto only', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" onmouseover="x()">site</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener noreferrer">site</a>',
    );
    expect(sanitizeHtml("<a href='mailto:info@clinic.ru'>mail</a>")).toBe(
      '<a href="mailto:info@clinic.ru" rel="nofollow noopener noreferrer">mail</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'javascript&#58;alert(1)',
      '&#106;avascript:x',
      'data:text/html,x',
      '/relative',
      'http:x',
      'https://a.ru/\u0000',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">t</a>`), href).toBe('t');
    }
    expect(sanitizeHtml('<a>no target</a>')).toBe('no target');
    expect(sanitizeHtml('<a href="https://a.ru/&quot;onclick=&quot;x">t</a>')).toBe(
      '<a href="https://a.ru/&quot;onclick=&quot;x" rel="nofollow noopener noreferrer">t</a>',
    );
  });

  it('escapes stray brackets and ampersands, keeps entities', () => {
    expect(sanitizeHtml('1 < 2 > 0 & 3&nbsp;4 &#160; &amp; &lt;p&gt;')).toBe('1 &lt; 2 &gt; 0 &amp; 3&nbsp;4 &#160; &amp; &lt;p&gt;');
    expect(sanitizeHtml('<p title="a>b">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<<p>>')).toBe('&lt;<p>&gt;</p>');
    expect(sanitizeHtml('a <b')).toBe('a ');
  });

  it('balances the tags it keeps', () => {
    expect(sanitizeHtml('<p><b>open')).toBe('<p><b>open</b></p>');
    expect(sanitizeHtml('</p>stray</b><ul><li>a</ul>')).toBe('stray<ul><li>a</li></ul>');
  });

  it('stays linear on hostile input', () => {
    const started = performance.now();
    expect(sanitizeHtml(`<p>${'<a x="'.repeat(150_000)}`)).toBe('<p></p>');
    expect(sanitizeHtml("<b x='".repeat(150_000))).toBe('');
    expect(sanitizeHtml('<<<<'.repeat(100_000))).toBe('&lt;'.repeat(400_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
