import { WEAK_PASSWORD_MESSAGES } from '@souk/domain/password-strength';
import { CURRENT_PASSWORD_MESSAGES, PASSWORD_MISMATCH } from '@souk/domain/validation';
import { currentLanguage, type Language } from '@/lib/i18n';

/**
 * Field errors come in French from `@souk/domain/validation` (the browser's own zod check and the
 * API's 422 replies share those Laravel-style sentences). On Arabic and English screens they are
 * rewritten here: the generic sentences by pattern ('Le champ {attribute} est obligatoire.'), the
 * frequent fixed ones by text. A sentence not known here is shown as the server wrote it.
 */

type Other = Exclude<Language, 'fr'>;

/** The French attribute names of the domain (ATTRIBUTES in validation.ts), plus the usual others. */
const ATTRIBUTES: Record<string, Record<Other, string>> = {
  email: { ar: 'البريد الإلكتروني', en: 'email' },
  'mot de passe': { ar: 'كلمة المرور', en: 'password' },
  'confirmation du mot de passe': { ar: 'تأكيد كلمة المرور', en: 'password confirmation' },
  nom: { ar: 'اللقب', en: 'last name' },
  prénom: { ar: 'الاسم', en: 'first name' },
  téléphone: { ar: 'الهاتف', en: 'phone' },
  adresse: { ar: 'العنوان', en: 'address' },
  wilaya: { ar: 'الولاية', en: 'wilaya' },
  genre: { ar: 'الجنس', en: 'gender' },
  jeton: { ar: 'الرمز', en: 'token' },
  sujet: { ar: 'الموضوع', en: 'subject' },
  message: { ar: 'الرسالة', en: 'message' },
  désignation: { ar: 'التسمية', en: 'name' },
  description: { ar: 'الوصف', en: 'description' },
  quantité: { ar: 'الكمية', en: 'quantity' },
  prix: { ar: 'السعر', en: 'price' },
  image: { ar: 'الصورة', en: 'picture' },
  photo: { ar: 'الصورة', en: 'photo' },
  valeur: { ar: 'القيمة', en: 'value' },
};

const attribute = (french: string, language: Other) => ATTRIBUTES[french]?.[language] ?? french;

type Rule = [RegExp, Record<Other, (attr: string, n: string) => string>];

const RULES: Rule[] = [
  [
    /^Le champ (.+) est obligatoire\.$/,
    { ar: (a) => `حقل ${a} إلزامي.`, en: (a) => `The ${a} field is required.` },
  ],
  [
    /^Le champ (.+) doit contenir au moins (\d+) caractères\.$/,
    {
      ar: (a, n) => `يجب أن يحتوي حقل ${a} على ${n} أحرف على الأقل.`,
      en: (a, n) => `The ${a} field must be at least ${n} characters.`,
    },
  ],
  [
    /^Le champ (.+) ne doit pas dépasser (\d+) caractères\.$/,
    {
      ar: (a, n) => `يجب ألا يتجاوز حقل ${a} ${n} حرفًا.`,
      en: (a, n) => `The ${a} field must not be greater than ${n} characters.`,
    },
  ],
  [
    /^Le champ (.+) doit contenir au moins (\d+) éléments?\.$/,
    {
      ar: (a, n) => `يجب أن يحتوي حقل ${a} على ${n} عنصر على الأقل.`,
      en: (a, n) => `The ${a} field must have at least ${n} item(s).`,
    },
  ],
  [
    /^Le champ (.+) ne doit pas contenir plus de (\d+) éléments\.$/,
    {
      ar: (a, n) => `يجب ألا يحتوي حقل ${a} على أكثر من ${n} عناصر.`,
      en: (a, n) => `The ${a} field must not have more than ${n} items.`,
    },
  ],
  [
    /^La valeur du champ (.+) doit être supérieure ou égale à (.+)\.$/,
    {
      ar: (a, n) => `يجب أن تكون قيمة حقل ${a} أكبر من ${n} أو مساوية له.`,
      en: (a, n) => `The ${a} field must be greater than or equal to ${n}.`,
    },
  ],
  [
    /^La valeur du champ (.+) doit être inférieure ou égale à (.+)\.$/,
    {
      ar: (a, n) => `يجب أن تكون قيمة حقل ${a} أصغر من ${n} أو مساوية له.`,
      en: (a, n) => `The ${a} field must be less than or equal to ${n}.`,
    },
  ],
  [
    /^Le champ (.+) doit être une adresse e-mail valide\.$/,
    {
      ar: (a) => `يجب أن يكون حقل ${a} عنوان بريد إلكتروني صالحًا.`,
      en: (a) => `The ${a} field must be a valid email address.`,
    },
  ],
  [
    /^Le champ (.+) doit être une URL valide\.$/,
    { ar: (a) => `يجب أن يكون حقل ${a} رابطًا صالحًا.`, en: (a) => `The ${a} field must be a valid URL.` },
  ],
  [
    /^Le champ (.+) n'est pas une date valide\.$/,
    { ar: (a) => `حقل ${a} ليس تاريخًا صالحًا.`, en: (a) => `The ${a} field is not a valid date.` },
  ],
  [
    /^Le champ (.+) doit être un nombre\.$/,
    { ar: (a) => `يجب أن يكون حقل ${a} رقمًا.`, en: (a) => `The ${a} field must be a number.` },
  ],
  [
    /^Le champ (.+) doit être un entier\.$/,
    { ar: (a) => `يجب أن يكون حقل ${a} عددًا صحيحًا.`, en: (a) => `The ${a} field must be an integer.` },
  ],
  [
    /^Le champ (.+) sélectionné est invalide\.$/,
    { ar: (a) => `قيمة حقل ${a} المختارة غير صالحة.`, en: (a) => `The selected ${a} is invalid.` },
  ],
  [
    /^Le format du champ (.+) est invalide\.$/,
    { ar: (a) => `صيغة حقل ${a} غير صالحة.`, en: (a) => `The ${a} field format is invalid.` },
  ],
  [
    /^Le champ (.+) est invalide\.$/,
    { ar: (a) => `حقل ${a} غير صالح.`, en: (a) => `The ${a} field is invalid.` },
  ],
];

const FIXED: Record<string, Record<Other, string>> = {
  [PASSWORD_MISMATCH]: {
    ar: 'كلمة المرور التأكيدية لا تطابق كلمة المرور.',
    en: 'The password confirmation does not match the password.',
  },
  [CURRENT_PASSWORD_MESSAGES.required]: {
    ar: 'كلمة المرور الحالية إلزامية.',
    en: 'The current password is required.',
  },
  [CURRENT_PASSWORD_MESSAGES.wrong]: {
    ar: 'كلمة المرور الحالية غير صحيحة.',
    en: 'The current password is incorrect.',
  },
  [WEAK_PASSWORD_MESSAGES.common]: {
    ar: 'كلمة المرور هذه سهلة التخمين: إنها كلمة مرور شائعة.',
    en: 'This password is too easy to guess: it is a common password.',
  },
  [WEAK_PASSWORD_MESSAGES.pattern]: {
    ar: 'كلمة المرور هذه سهلة التخمين: إنها تكرار أو تسلسل أو صف من لوحة المفاتيح.',
    en: 'This password is too easy to guess: it is a repetition, a sequence or a keyboard row.',
  },
  [WEAK_PASSWORD_MESSAGES.date]: {
    ar: 'كلمة المرور هذه سهلة التخمين: إنها تعتمد على تاريخ أو سنة.',
    en: 'This password is too easy to guess: it relies on a date or a year.',
  },
  [WEAK_PASSWORD_MESSAGES.word]: {
    ar: 'كلمة المرور هذه سهلة التخمين: إنها تعتمد على كلمة أو اسم شائع.',
    en: 'This password is too easy to guess: it relies on a common word or name.',
  },
  [WEAK_PASSWORD_MESSAGES.personal]: {
    ar: 'كلمة المرور هذه سهلة التخمين: إنها تتضمن معلوماتك الشخصية.',
    en: 'This password is too easy to guess: it contains your personal details.',
  },
  [WEAK_PASSWORD_MESSAGES.short]: {
    ar: 'كلمة المرور هذه سهلة التخمين: أطِلها، مثلًا بعدة كلمات غير شائعة.',
    en: 'This password is too easy to guess: make it longer, for example with several uncommon words.',
  },
  'Les données fournies sont invalides.': {
    ar: 'البيانات المُدخلة غير صالحة.',
    en: 'The given data was invalid.',
  },
  'Ces identifiants ne correspondent pas à nos enregistrements.': {
    ar: 'بيانات الدخول هذه لا تطابق سجلاتنا.',
    en: 'These credentials do not match our records.',
  },
  'Cette adresse email est déjà utilisée.': {
    ar: 'عنوان البريد الإلكتروني هذا مستعمل بالفعل.',
    en: 'This email address is already in use.',
  },
  'Le champ téléphone doit être un numéro de téléphone algérien valide (ex. 0550 12 34 56).': {
    ar: 'يجب أن يكون حقل الهاتف رقم هاتف جزائريًا صالحًا (مثال: 0550 12 34 56).',
    en: 'The phone field must be a valid Algerian phone number (e.g. 0550 12 34 56).',
  },
};

/** Laravel's reply message: the first error, then '(et N erreurs en plus)'. */
const MORE = /^(.+) \(et (\d+) erreurs? en plus\)$/;

/** One French validation sentence in the given (by default the current) language. */
export function localizeValidationMessage(message: string, language: Language = currentLanguage()): string {
  if (language === 'fr') return message;
  const more = MORE.exec(message);
  if (more) {
    const first = localizeValidationMessage(more[1], language);
    return language === 'ar'
      ? `${first} (وأخطاء أخرى: ${more[2]})`
      : `${first} (and ${more[2]} more error(s))`;
  }
  const fixed = FIXED[message];
  if (fixed) return fixed[language];
  for (const [pattern, write] of RULES) {
    const match = pattern.exec(message);
    if (match) return write[language](attribute(match[1], language), match[2] ?? '');
  }
  return message;
}

const QUOTED: Record<Language, (label: string) => string> = {
  fr: (label) => `« ${label} »`,
  ar: (label) => `«${label}»`,
  en: (label) => `“${label}”`,
};

/**
 * A field's message with the form's visible label in place of the API's attribute name ('Le champ
 * designation magasin est obligatoire.' under "Nom du magasin" reads 'Le champ « Nom du magasin » est
 * obligatoire.'), in the given (by default the current) language. Other sentences are localized as
 * `localizeValidationMessage` does.
 */
export function labelValidationMessage(
  message: string,
  label: string,
  language: Language = currentLanguage(),
): string {
  for (const [pattern, write] of RULES) {
    const match = pattern.exec(message);
    if (!match) continue;
    if (language !== 'fr') return write[language](QUOTED[language](label), match[2] ?? '');
    const at = message.indexOf(`champ ${match[1]}`) + 'champ '.length;
    return `${message.slice(0, at)}${QUOTED.fr(label)}${message.slice(at + match[1].length)}`;
  }
  return localizeValidationMessage(message, language);
}
