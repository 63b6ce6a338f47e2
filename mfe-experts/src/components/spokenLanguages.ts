/** The languages the profile form offers and their names: the same lists and names the podcast forms use. */
export { spokenLanguageChoices, spokenLanguageName } from '@podbridge/shared/format';
