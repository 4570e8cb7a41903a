// Hostile rich text comes back clean. That everything the editor writes comes back unchanged is
// tested with the editor's own extensions in tests/unit/richTextRoundTrip.test.ts.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

/** Nothing that could run: no script element, no event handler, no dangerous scheme, no frame
 * source other than YouTube's player. */
function expectInert(html: string) {
  const clean = sanitizeHtml(html);
  expect(clean, html).not.toMatch(/<\s*\/?\s*(?:script|svg|math|object|embed|base|meta|form|style|link|input|button)\b/i);
  expect(clean, html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(clean, html).not.toMatch(/(?:javascript|vbscript|data|livescript)\s*:/i);
  expect(clean, html).not.toMatch(/expression\s*\(|url\s*\(|behavior|-moz-binding|srcdoc|http-equiv/i);
  for (const [, src] of clean.matchAll(/<iframe src="([^"]*)"/g))
    expect(src).toMatch(/^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\//);
  return clean;
}

describe('sanitizeHtml', () => {
  it('drops scripts with their content, and keeps the text around them', () => {
    expect(expectInert('<p>a<script>alert("<p>x</p>")</script>b</p>')).toBe('<p>ab</p>');
    expect(expectInert('<p>a</p><SCRIPT type="module">x</SCRIPT >b<script>never closed')).toBe('<p>a</p>b');
    expect(expectInert('<scr<script>ipt>alert(1)</scr</script>ipt>')).not.toContain('<script');
    expect(expectInert('<<script>script>alert(1)<</script>/script>')).not.toContain('<script');
    expect(expectInert('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>after')).toBe('after');
  });

  it('drops event handlers in any case and spacing', () => {
    const hostile = [
      '<p onclick="alert(1)">t</p>',
      '<img src="https://a.example/x.png" onerror="alert(1)" alt="x">',
      '<p ONLOAD=alert(1)>t</p>',
      '<p\tonmouseover\n=\n"alert(1)">t</p>',
      '<p/onfocus=alert(1) >t</p>',
      '<a href="https://a.example" OnClIcK="alert(1)">t</a>',
      '<strong style="color: red" onpointerenter=alert(1)>t</strong>',
    ];
    for (const html of hostile) expectInert(html);
    expect(sanitizeHtml('<img src="https://a.example/x.png" onerror="alert(1)" alt="x">')).toBe(
      '<img src="https://a.example/x.png" alt="x">',
    );
  });

  it('refuses javascript:, vbscript: and data: addresses in any encoding, and the element with them', () => {
    const schemes = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java&#9;script:alert(1)',
      'java&Tab;script:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      '&#X6a;&#x61;vascript:alert(1)',
      '&#0000106;avascript:alert(1)',
      'javascript&#58;alert(1)',
      'javascript&colon;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'DATA:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/x',
      '\\\\evil.example/x',
      '/relative/page',
      'tel:+7000',
    ];
    for (const scheme of schemes) {
      expect(expectInert(`<p><a href="${scheme}">link</a></p>`), scheme).toBe('<p>link</p>');
      expect(expectInert(`<p>a<img src="${scheme}" alt="x">b</p>`), scheme).toBe('<p>ab</p>');
    }
    expect(sanitizeHtml('<p><a href="https://a.example/?q=javascript:x">ok</a></p>')).toBe(
      '<p><a href="https://a.example/?q=javascript:x">ok</a></p>',
    );
  });

  it('keeps links and images to allowed places, and a new tab never gets the window', () => {
    expect(sanitizeHtml('<p><a href="https://a.example" target="_blank">t</a></p>')).toBe(
      '<p><a href="https://a.example" target="_blank" rel="noopener noreferrer">t</a></p>',
    );
    expect(sanitizeHtml('<p><a href="https://a.example" target="_blank" rel="opener nofollow">t</a></p>')).toBe(
      '<p><a href="https://a.example" target="_blank" rel="noopener noreferrer">t</a></p>',
    );
    expect(sanitizeHtml('<p><a href="mailto:a@b.example" target="_top">t</a></p>')).toBe('<p><a href="mailto:a@b.example">t</a></p>');
    // Local images: exactly the media library's files (common/richText.ts MEDIA_IMAGE_PATH).
    const media = '/images/mediafile/thumb/0b8e2c9a-4f61-4d2e-9a57-3c1d2e4f5a6b.webp';
    const others = [
      '/images/../api/admin/users',
      '/images/picture/0b8e2c9a-4f61-4d2e-9a57-3c1d2e4f5a6b.jpg',
      '/images/mediafile/0b8e2c9a-4f61-4d2e-9a57-3c1d2e4f5a6b.svg',
      '/images/mediafile/x/../0b8e2c9a-4f61-4d2e-9a57-3c1d2e4f5a6b.jpg',
    ];
    expect(sanitizeHtml(`<p><img src="${media}">${others.map((src) => `<img src="${src}">`).join('')}</p>`)).toBe(
      `<p><img src="${media}"></p>`,
    );
    expect(sanitizeHtml('<p><a href="https://a.example/&quot;onclick=&quot;x">t</a></p>')).toBe(
      '<p><a href="https://a.example/&quot;onclick=&quot;x">t</a></p>',
    );
  });

  it('drops SVG, MathML, objects, embeds, forms, base and meta refresh', () => {
    const hostile = [
      '<svg onload="alert(1)"><script>alert(1)</script><text>svg text</text></svg>',
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
      '<math><mtext><mglyph><style><img src=x onerror=alert(1)></style></mglyph></mtext></math>',
      '<object data="javascript:alert(1)">fallback</object>',
      '<embed src="data:text/html,<script>alert(1)</script>">',
      '<form action="javascript:alert(1)"><input name="a"><button formaction="javascript:alert(1)">go</button></form>',
      '<base href="javascript:/">',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<link rel="stylesheet" href="https://evil.example/x.css">',
    ];
    for (const html of hostile) expectInert(`<p>before</p>${html}<p>after</p>`);
    expect(sanitizeHtml('<p>before</p><svg onload="alert(1)"><text>x</text></svg><p>after</p>')).toBe('<p>before</p><p>after</p>');
  });

  it('keeps only the allowed styles with safe values', () => {
    const hostile = [
      '<p style="text-align: center; width: expression(alert(1))">t</p>',
      '<span style="color: expression(alert(1))">t</span>',
      '<span style="color: red; background: url(javascript:alert(1))">t</span>',
      '<span style="color: rgb(1, 2, 3) /* */; behavior: url(x.htc)">t</span>',
      '<span style="-moz-binding: url(x.xml#xss)">t</span>',
      '<span style="color: \\65 xpression(alert(1))">t</span>',
      '<mark style="background-color: url(https://evil.example/track.png)">t</mark>',
      '<p style="position: fixed; top: 0; text-align: right">t</p>',
    ];
    for (const html of hostile) expectInert(html);
    expect(sanitizeHtml('<p style="position: fixed; TEXT-ALIGN: right ;">t</p>')).toBe('<p style="text-align: right;">t</p>');
    expect(sanitizeHtml('<span style="color: rgb(1, 2, 3); font-size: 90px">t</span>')).toBe('<span style="color: rgb(1, 2, 3);">t</span>');
    expect(sanitizeHtml('<h3 style="color: red">t</h3><p style="text-align: middle">u</p>')).toBe('<h3>t</h3><p>u</p>');
  });

  it('keeps YouTube players only, with their allowed attributes', () => {
    const player = '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube" allowfullscreen="true"></iframe>';
    expect(sanitizeHtml(player)).toBe(player);
    const hostile = [
      '<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>',
      '<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>',
      '<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe src="//www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" srcdoc="<script>alert(1)</script>" onload="alert(1)"></iframe>',
    ];
    for (const html of hostile) expectInert(`<p>before</p>${html}<p>after</p>`);
    expect(sanitizeHtml('<p>a</p><iframe src="https://evil.example/"></iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" sandbox="" width="9999"></iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    );
  });

  it('drops other elements but keeps their text; drops comments and style blocks', () => {
    expect(sanitizeHtml('<div class="x"><h1>big</h1><span>s</span> <font color="red">f</font></div>')).toBe('big<span>s</span> f');
    expect(sanitizeHtml('<p>a<!-- <p>hidden</p> -->b</p><style>p { color: red }</style><p>c</p>')).toBe('<p>ab</p><p>c</p>');
    expect(sanitizeHtml('<pre><code>x</code></pre><hr><h5>t</h5>')).toBe('<code>x</code>t');
  });

  it('writes bold, italic and strike-through as the editor does', () => {
    expect(sanitizeHtml('<p><b>b</b> <i>i</i> <strike>s</strike> <del>d</del></p>')).toBe(
      '<p><strong>b</strong> <em>i</em> <s>s</s> <s>d</s></p>',
    );
  });

  it('does not lose the rest of the document to an unclosed quote or <!-->', () => {
    expect(sanitizeHtml('<p>a<!-->b</p><p>after</p>')).toBe('<p>ab</p><p>after</p>');
    expect(sanitizeHtml("<p title=it's>x</p><p>after</p>")).toBe('<p>x</p><p>after</p>');
    expect(sanitizeHtml('<p class="a" \'>x</p><p>after</p>')).toBe('<p>x</p><p>after</p>');
    expect(sanitizeHtml("<p><img alt=Don't src=https://a.example/x.png></p><p>after</p>")).toBe(
      '<p><img alt="Don\'t" src="https://a.example/x.png"></p><p>after</p>',
    );
    expect(sanitizeHtml('<p a=b">x</p><p>after</p>')).toBe('<p>x</p><p>after</p>');
    expect(sanitizeHtml('<p>5" screen, 1 < 2 & 3 > 2</p><p>after</p>')).toBe('<p>5" screen, 1 &lt; 2 &amp; 3 &gt; 2</p><p>after</p>');
  });

  // No stopwatch here (timed unit tests fail on a busy machine): a parser that backtracked on
  // these would not finish within the test's timeout at all.
  it('stays fast on hostile input', () => {
    expect(sanitizeHtml(`<p>${'<a x="'.repeat(50_000)}`)).toBe('<p></p>');
    expect(sanitizeHtml('<<<<'.repeat(50_000))).toBe('&lt;'.repeat(200_000));
    expect(sanitizeHtml('<strong>'.repeat(20_000)).length).toBeLessThan(400_000);
  });
});
