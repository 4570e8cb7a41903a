// A declared screen shown inside a custom page (a step of the clinic profile), at its declared path
// (filled from the host's address), in the host's edit language and under its unsaved-changes rule.
import { ResourceContextProvider } from 'react-admin';
import { type FormDefinition, isForm, type ResourceDefinition } from '../../../common/resource';
import { RecordCallsForm } from '../form/RecordCallsForm';
import { SchemaList } from '../list/SchemaList';
import { ScreenPathContext } from '../ScreenPath';
import { type Host, HostContext } from './hostContext';

export function HostedScreen({ definition, host }: { definition: ResourceDefinition | FormDefinition; host: Host }) {
  const { config } = definition;
  return (
    <HostContext.Provider value={host}>
      <ResourceContextProvider value={config.name}>
        <ScreenPathContext.Provider value={config.path}>
          {isForm(definition) ? <RecordCallsForm definition={definition} /> : <SchemaList definition={definition} />}
        </ScreenPathContext.Provider>
      </ResourceContextProvider>
    </HostContext.Provider>
  );
}
