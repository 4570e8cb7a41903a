// The browser's data provider: react-admin's methods and one method per declared call, made from
// the declarations (dataProvider/callProvider.ts), over the one http client (dataProvider/http.ts:
// field errors, anti-forgery token, If-Match, multipart) with uploads and downloads beside it.
export { type AppDataProvider, type CallsProvider, createDataProvider, type Transport } from './callProvider';
export { plainAreas } from './plainAreas';
