/**
 * Romanian words the filter refuses or masks. Written for Snackparty, dedicated to the public domain
 * (CC0 1.0): no maintained list with a licence that can be shipped exists for Romanian.
 */
export const ROMANIAN = [
  'pula', 'pulă', 'pulii', 'pizda', 'pizdă', 'pizdei', 'pizdos', 'fut', 'futut', 'futui', 'fute', 'futai', 'futaiul',
  'muie', 'muist', 'curva', 'curvă', 'curvele', 'tarfa', 'târfă', 'cacat', 'căcat', 'cacanar', 'coaie', 'coaiele',
  'bulangiu', 'poponar', 'gaoaza', 'găoază', 'labagiu', 'labă', 'sugaci', 'bagamias',
  'zdreanta', 'tigan', 'țigan',
];
