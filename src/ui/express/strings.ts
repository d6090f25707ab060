// The express row's English strings (src/ui/express/), fetched with the locale only by a merchant who passes
// expressCheckout; every locale translates them (translations.json).
/** Its locale values ship in files of their own: a widget without the express row never loads them. */
export const shipsApart = true;

export const expressStrings = {
  expressCheckout: 'Express checkout',
};
