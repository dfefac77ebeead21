// Hostile and awkward texts that more than one test suite sends (docs/security.md IN3 and IN5): the server's unit and
// route tests and the browser tests (e2e/stored-text.spec.ts) import them from `@portal/contract/test-texts`, so that
// every layer is tried with the same strings. Test data only: nothing of the portal imports this module.

/**
 * XSS vectors for the rich-text fields (IN3): none may survive as markup that runs. The payloads that a browser
 * would run set `window.__xss` or open an `alert`, so that a browser test can see whether one ran.
 */
export const XSS_VECTORS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=//evil.test/x.js></SCRIPT>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=4"><circle r="1"/></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
  '<a href="javascript:window.__xss=3">click</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="java&#x09;script:alert(1)">entity tab</a>',
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="//evil.test/">protocol relative</a>',
  '<base href="https://evil.test/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">text</p>',
  '<div onmouseover=alert(1)>hover</div>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<style>@import "https://evil.test/x.css";</style>',
  '<link rel=stylesheet href="https://evil.test/x.css">',
];

/** Free texts that must come back, and show, exactly as typed (IN5). */
export const ROUND_TRIP_TEXTS = {
  /** Moodle's test string of HTML-special characters, entities, quotes and backslashes. */
  moodle: "< > & &lt; &gt; &amp; ' \\' 碁 \\ \\\\",
  /** A skin tone, a flag, a ZWJ sequence and a character outside the BMP. */
  emoji: '👩🏽‍💻 🇧🇩 ✅ 𝄞',
  /** Arabic and Hebrew, with an RTL embedding. */
  rtl: 'مرحبا שלום \u202Bembedded\u202C end',
  /** Zero-width space, non-joiner, joiner and word joiner. */
  'zero-width': 'a\u200Bb\u200Cc\u200Dd\u2060e',
} as const;
