/**
 * Slovak words the filter refuses or masks. Written for Snackparty, dedicated to the public domain
 * (CC0 1.0): no maintained list with a licence that can be shipped exists for Slovak.
 */
export const SLOVAK = [
  'kokot', 'kokoti', 'kokotina', 'kokotsky', 'pica', 'pici', 'picu', 'picovina', 'dopice', 'jebat', 'jebe', 'jebem',
  'jebnuty', 'vyjebany', 'pojebany', 'zajebany', 'kurva', 'kurvy', 'kurvu', 'skurveny', 'kurvafix', 'hovno', 'hovna',
  'chuj', 'chuja', 'zasrany', 'posraty', 'srac', 'sracka', 'prdel', 'debil', 'kretén', 'kurvisko',
  'jebko', 'pičus', 'čurák', 'curak', 'buzerant', 'buzna', 'cigan', 'negr',
];
