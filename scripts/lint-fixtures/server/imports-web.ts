// Linted as if it were server/imports-web.ts of the project: the import names a real file of the web app.
import '../web/main.tsx';
