// A declared screen shown inside a custom page (a step of the clinic profile): the engine's list
// with its forms, in the screen's resource and at its declared path (whose parameters, filled from
// the host's address, filter the list), told the host's edit language and reporting to its
// unsaved-changes rule (hostContext.ts). A form-only declaration shows its record's form there.
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
