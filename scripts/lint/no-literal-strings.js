/**
 * ESLint rule `vx/no-literal-strings`: a component renders no user-visible words of its own; they
 * come from the translation files (t('…'), <Trans>), so that every language has them. Flagged:
 * - JSX text with a letter in it (`<p>Loading</p>`);
 * - a string or template literal with a letter as a JSX child (`{'Loading'}`, `{busy ? 'Wait' : ''}`);
 * - the same as the value of a user-visible attribute: aria-label, aria-placeholder, aria-roledescription,
 *   aria-valuetext, title, placeholder, alt, label.
 * Allowed, as not language: text without letters (punctuation, digits, symbols such as "·", "×", "%"),
 * the brands' names (server/src/domains/brands/brands.ts, handed in by eslint.config.js as `brands`),
 * and the rule's `allow` list: words that read the same in every language (kept small and documented
 * in eslint.config.js). `notShown` names components whose attributes of those names are no text for
 * the guest (RemoteArea's `label` names the area in a developer's error). CommonJS so that eslint.config.js and Jest load it as it is.
 */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);

const LETTER = /\p{L}/u;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` holds a letter once the allowed terms (whole words) are taken out. */
function hasWords(text, allowed) {
  const rest = allowed.reduce((left, term) => left.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}(?![\\p{L}\\p{N}])`, 'gu'), ''), text);
  return LETTER.test(rest);
}

/** The literal texts an expression renders as it is: a string, a template's fixed parts, either side of ?: and ||/&&/??. */
function literalTexts(node) {
  if (!node) return [];
  if (node.type === 'Literal' && typeof node.value === 'string') return [{ node, text: node.value }];
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => ({ node: quasi, text: quasi.value.cooked ?? '' }));
  if (node.type === 'ConditionalExpression') return [...literalTexts(node.consequent), ...literalTexts(node.alternate)];
  if (node.type === 'LogicalExpression') return literalTexts(node.right);
  return [];
}

const attributeName = (node) => (node.name.type === 'JSXNamespacedName' ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name);

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text comes from the translation files, not from a literal in a component.' },
    schema: [
      {
        type: 'object',
        properties: {
          brands: { type: 'array', items: { type: 'string' } },
          allow: { type: 'array', items: { type: 'string' } },
          notShown: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'Literal text "{{text}}" is shown to the guest: put it in the locale files (all four languages) and render it with t().',
      attribute: 'Literal "{{text}}" in {{attribute}} is shown to the guest: put it in the locale files (all four languages) and use t().',
    },
  },
  create(context) {
    const { brands = [], allow = [], notShown = [] } = context.options[0] ?? {};
    // Longer terms first, so "VisitX España" goes before "VisitX" leaves "España" behind.
    const allowed = [...brands, ...allow].sort((a, b) => b.length - a.length);
    const short = (text) => (text.trim().length > 40 ? `${text.trim().slice(0, 40)}…` : text.trim());

    function reportLiterals(expression, attribute) {
      for (const { node, text } of literalTexts(expression)) {
        if (!hasWords(text, allowed)) continue;
        if (attribute) context.report({ node, messageId: 'attribute', data: { text: short(text), attribute } });
        else context.report({ node, messageId: 'text', data: { text: short(text) } });
      }
    }

    return {
      JSXText(node) {
        if (hasWords(node.value, allowed)) context.report({ node, messageId: 'text', data: { text: short(node.value) } });
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment') reportLiterals(node.expression, null);
      },
      JSXAttribute(node) {
        const name = attributeName(node);
        if (!VISIBLE_ATTRIBUTES.has(name) || !node.value) return;
        const element = node.parent.name;
        if (element.type === 'JSXIdentifier' && notShown.includes(element.name)) return;
        if (node.value.type === 'Literal') reportLiterals(node.value, name);
        else if (node.value.type === 'JSXExpressionContainer') reportLiterals(node.value.expression, name);
      },
    };
  },
};
