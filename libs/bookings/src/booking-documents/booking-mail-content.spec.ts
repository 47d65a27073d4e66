import { textToHtml } from './booking-mail-content.js';

describe('textToHtml', () => {
  it('escapes the text and links its URLs through href, escaped too', () => {
    const html = textToHtml('Hi <b>\n\nSee https://x.example/a?b=1&c=2 now.', (url) => `https://t.example/c?u=${encodeURIComponent(url)}&s=1`);
    expect(html).toBe(
      '<p>Hi &#60;b&#62;</p>\n<p>See <a href="https://t.example/c?u=https%3A%2F%2Fx.example%2Fa%3Fb%3D1%26c%3D2&#38;s=1">https://x.example/a?b=1&#38;c=2</a> now.</p>',
    );
  });

  it('links a URL to itself without href, and leaves text without URLs as it was', () => {
    expect(textToHtml('Go to https://x.example/')).toBe('<p>Go to <a href="https://x.example/">https://x.example/</a></p>');
    expect(textToHtml('Line one\nline two')).toBe('<p>Line one<br>line two</p>');
    expect(textToHtml('Open https://x.example/b.')).toBe('<p>Open <a href="https://x.example/b">https://x.example/b</a>.</p>');
  });
});
