import i18next from 'i18next';
import bnForms from '../../../locales/bn/consoleForms.json';
import enForms from '../../../locales/en/consoleForms.json';
import bnBrand from '../../../locales/bn/brandForm.json';
import enBrand from '../../../locales/en/brandForm.json';
import bnValidation from '../../../locales/bn/validation.json';
import enValidation from '../../../locales/en/validation.json';

// The editing pages' words (rjsf's, the rule fields', the brand's, and the players' validation messages a rule
// will show) arrive with the first editing page, in its chunk, not at sign-in.
i18next.addResourceBundle('bn', 'consoleForms', bnForms);
i18next.addResourceBundle('en', 'consoleForms', enForms);
i18next.addResourceBundle('bn', 'validation', bnValidation);
i18next.addResourceBundle('bn', 'brandForm', bnBrand);
i18next.addResourceBundle('en', 'brandForm', enBrand);
i18next.addResourceBundle('en', 'validation', enValidation);
